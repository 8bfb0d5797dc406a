import type { TProcessingStepKey } from '@charterline/shared/rules/processing';
import type { TServiceStatus } from '@charterline/shared/schemas/services';
import type { TDbExecutor } from '../../db/client';
import { BUNDLE_INCLUDES } from '../../db/catalogue/service-rules';
import { findCompany } from '../companies';
import { listDocumentsOf } from '../documents';
import { moveServiceIn } from './move-service';
import { openServicesOf } from './services.repository';

const BUNDLES = Object.keys(BUNDLE_INCLUDES);

/** Which services a formation step moves, and where to. */
const FOLLOWS: Partial<Record<TProcessingStepKey, { keys: string[]; to: TServiceStatus }[]>> = {
  DOCUMENTS_SUBMITTED: [{ keys: BUNDLES, to: 'IN_PROGRESS' }],
  // The state's record names our agent from the filed articles: the agent runs from then.
  STATE_FILING_COMPLETED: [{ keys: ['registered-agent'], to: 'ACTIVE' }],
  EIN_RECEIVED: [{ keys: ['ein'], to: 'DELIVERED' }],
  FINAL_DOCUMENTS_DELIVERED: [{ keys: BUNDLES, to: 'DELIVERED' }],
};

/**
 * The bundle's services follow formation (in the processing step's transaction): the bundle
 * is in progress once documents are submitted and delivered with the final documents, the
 * registered agent active once the state filed the company (issue 36 item 8), the EIN
 * service delivered when the EIN is received, the operating agreement once its PDF exists. The
 * step's own e-mail already tells the customer, so these moves send none.
 */
export const followFormationStep = async (
  tx: TDbExecutor,
  input: { companyId: string; step: TProcessingStepKey; actor: string },
): Promise<void> => {
  const company = await findCompany(tx, input.companyId);
  // A company formed with its own agent: ours is not on the state's record.
  const theirAgent = company?.registeredAgent?.useOurs === false;
  const moves = (FOLLOWS[input.step] ?? []).filter(
    (m) => !(theirAgent && m.keys.includes('registered-agent')),
  );
  if (input.step === 'FINAL_DOCUMENTS_DELIVERED') {
    const documents = await listDocumentsOf(tx, input.companyId);
    if (documents.some((d) => d.kind === 'OPERATING_AGREEMENT')) {
      moves.push({ keys: ['operating-agreement'], to: 'DELIVERED' });
    }
  }
  for (const move of moves) {
    for (const service of await openServicesOf(tx, input.companyId, move.keys)) {
      if (service.status === move.to) continue;
      await moveServiceIn(tx, {
        serviceId: service.id,
        to: move.to,
        actor: input.actor,
        note: `Formation: ${input.step.toLowerCase().replaceAll('_', ' ')}.`,
        notify: false,
      });
    }
  }
};
