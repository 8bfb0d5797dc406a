import { Link } from 'react-router';
import { ImportWizard } from '@/features/accounting/import/import-wizard';
import { usePageTitle } from '@/lib/use-page-title';

/** /dashboard/accounting/import: a bank statement into the books, step by step (decision 0152). */
export const Component = () => {
  usePageTitle('Import a statement');
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <div>
        <Link
          to="/dashboard/accounting"
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          Accounting
        </Link>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">
          Import a statement
        </h1>
        <p className="mt-1 text-slate-600">
          A CSV, OFX or QFX export from your bank: transactions already in your books are skipped.
        </p>
      </div>
      <ImportWizard />
    </div>
  );
};
