// `step <company> <step|next>`: record the next of the seven processing steps of a formation
// (the portal refuses one out of order).
import { parseProcessingStep, PROCESSING_STEPS } from '@charterline/shared/rules/processing';
import type { TOpsCommand } from './command';
import { companyText } from './company-lines';

export const STEP_COMMAND: TOpsCommand = {
  name: 'step',
  usage: 'step <company> <step|next> [--ein EIN] [--date YYYY-MM-DD] [--file-number NUMBER]',
  summary: [
    'record a processing step (in order; --date: the',
    'day the state filed it, for STATE_FILING_COMPLETED):',
    ...PROCESSING_STEPS.map((s, i) => `${i + 1} ${s.key}`),
  ].join('\n'),
  run: async ({ positionals, options }, { call, need, companyId, fail, print }) => {
    const id = await companyId(positionals[0]);
    const which = need(positionals[1], '<step|next>');
    let step = parseProcessingStep(which);
    if (which === 'next') {
      const company = await call<{ formationProgress: unknown[] }>(
        'GET',
        `/ops/v1/companies/${id}`,
      );
      step = PROCESSING_STEPS[company.formationProgress.length]?.key ?? null;
      if (!step) throw fail('Every processing step is already recorded.');
    }
    if (!step) throw fail(`Unknown step "${which}". Run npm run ops -- --help.`);
    const company = await call<Record<string, unknown>>('POST', `/ops/v1/companies/${id}/steps`, {
      step,
      ...(options.ein ? { ein: options.ein } : {}),
      ...(options.date ? { date: options.date } : {}),
      ...(options['file-number'] ? { fileNumber: options['file-number'] } : {}),
    });
    print(`Recorded ${step}.`);
    print(companyText(company));
    return 0;
  },
};
