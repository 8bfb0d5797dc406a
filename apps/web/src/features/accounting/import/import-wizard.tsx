import { Link, useNavigate, useSearchParams } from 'react-router';
import type { TImport } from '@charterline/shared/schemas/accounting';
import { LoadFailed, LoadingBlocks } from '@/components/ui/load-states';
import { useLedgerAccounts } from '../api/accounts';
import { useImport } from '../api/imports';
import { ColumnsStep } from './columns-step';
import { FileStep } from './file-step';
import { ImportStep } from './import-step';
import { importPathFor, importStepOf, type TImportStep } from './import-url';
import { storedMapping, storeMapping } from './mapping-draft';
import { PreviewStep } from './preview-step';
import { ImportStepper } from './stepper';

/** The step an upload can be at, whatever the address says (a reload, a link, the back button). */
export const stepFor = (item: TImport | undefined, asked: TImportStep): TImportStep => {
  if (!item) return 'file';
  if (item.status !== 'uploaded') return 'import';
  const first = item.format === 'csv' ? 'columns' : 'preview';
  if (asked === 'preview' && item.format === 'csv' && !storedMapping(item.id)) return 'columns';
  if (asked === 'columns' || asked === 'preview') return item.format === 'csv' ? asked : 'preview';
  return first;
};

const STEP_HEADINGS: Record<TImportStep, string> = {
  file: 'Choose the statement',
  columns: 'Tell us what each column holds',
  preview: 'Check what will be imported',
  import: 'Import',
};

/**
 * The import wizard (decision 0152): File → Columns (CSV only) → Preview → Import, each step
 * in the address (`?account=&import=&step=`) so a reload keeps the place.
 */
export const ImportWizard = () => {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const accountParam = search.get('account');
  const importId = search.get('import');
  const accounts = useLedgerAccounts();
  const upload = useImport(importId);

  if (accounts.isPending || (importId && upload.isPending))
    return <LoadingBlocks label="Loading the import" heights={['h-10', 'h-64']} />;
  if (accounts.isError)
    return (
      <LoadFailed what="Your accounts could not be loaded." retry={() => void accounts.refetch()} />
    );
  if (importId && upload.isError)
    return (
      <div className="space-y-3">
        <LoadFailed what="This import could not be loaded." retry={() => void upload.refetch()} />
        <Link
          to={importPathFor({ account: accountParam })}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          Start a new import
        </Link>
      </div>
    );

  const item = importId ? upload.data : undefined;
  const step = stepFor(item, importStepOf(search.get('step')));
  const accountId = item?.accountId ?? accountParam;
  const currency = accounts.data.find((a) => a.id === accountId)?.currency ?? 'USD';
  const go = (next: TImportStep, id = importId) =>
    void navigate(
      importPathFor({ account: accountId, import: next === 'file' ? null : id, step: next }),
    );
  const canGoBack = !item || item.status === 'uploaded';

  return (
    <div className="space-y-6">
      <ImportStepper
        current={step}
        skipped={item?.format === 'ofx' ? ['columns'] : []}
        onBack={canGoBack ? (s) => go(s) : null}
      />
      <section aria-labelledby="import-step-heading" className="rounded-2xl bg-slate-50 p-4 sm:p-6">
        <h2 id="import-step-heading" className="mb-4 text-lg font-semibold text-slate-900">
          {STEP_HEADINGS[step]}
          {item ? (
            <span className="block text-sm font-normal text-slate-600">
              {item.fileName} · {item.accountName}
            </span>
          ) : null}
        </h2>
        {step === 'file' || !item ? (
          <FileStep
            accounts={accounts.data}
            accountId={accountParam}
            onAccount={(id) => void navigate(importPathFor({ account: id }), { replace: true })}
            onUploaded={(answer) => {
              // The columns remembered for the account fit this file: no mapping step (its
              // preview says so and goes back to the columns on request).
              const remembered =
                answer.format === 'csv' && answer.mappingRemembered && answer.suggestedMapping;
              if (remembered) storeMapping(answer.id, { mapping: remembered, remember: true });
              void navigate(
                importPathFor({
                  account: answer.accountId,
                  import: answer.id,
                  step: answer.format === 'csv' && !remembered ? 'columns' : 'preview',
                }),
              );
            }}
          />
        ) : step === 'columns' ? (
          <ColumnsStep item={item} currency={currency} onContinue={() => go('preview')} />
        ) : step === 'preview' ? (
          <PreviewStep
            item={item}
            mapping={item.format === 'csv' ? (storedMapping(item.id)?.mapping ?? null) : null}
            remember={storedMapping(item.id)?.remember ?? true}
            currency={currency}
            onBack={item.format === 'csv' ? () => go('columns') : null}
            onCommitted={() => go('import')}
          />
        ) : (
          <ImportStep item={item} />
        )}
      </section>
    </div>
  );
};
