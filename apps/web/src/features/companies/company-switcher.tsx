import { useQueryClient } from '@tanstack/react-query';
import { Check, ChevronsUpDown, Plus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TCompanySummary } from '@charterline/shared/schemas/companies';
import type { TDashboardConfig } from '@charterline/shared/schemas/dashboard-config';
import { Menu, MenuItem, MenuSeparator } from '@/components/ui/menu';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { companyDisplayName, setCurrentCompanyId } from './current-company';

// The name and delete dialogs (Radix's dialog) load when one is first opened.
const NewCompanyDialog = lazy(() =>
  import('./company-dialogs').then((m) => ({ default: m.NewCompanyDialog })),
);
const DeleteCompanyDialog = lazy(() =>
  import('./company-dialogs').then((m) => ({ default: m.DeleteCompanyDialog })),
);

/** Unpaid and its formation not started: the API lets the customer delete it (not the last). */
const isDeletable = (company: TCompanySummary | null, count: number): boolean =>
  count > 1 &&
  company?.paymentStatus === 'NOT_PAID' &&
  (company.companyStatus === 'NONE' || company.companyStatus === 'PENDING_PAYMENT');

/**
 * The company name with its name type. With more than one company (or room for another) a
 * dropdown lists them; "Create New Company" asks for its name, then starts its onboarding;
 * an unpaid, empty company can be deleted from here (decision 0108).
 */
export const CompanySwitcher = ({
  company,
  companies,
  isLoading,
  config,
  onNavigate,
}: {
  company: TCompanySummary | null;
  companies: TCompanySummary[];
  isLoading: boolean;
  config: TDashboardConfig['company'];
  /** Closes the phone's drawer (the switcher sits in it) when a dialog's work is done. */
  onNavigate?: () => void;
}) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'new' | 'delete' | null>(null);
  if (!config.showCompanySwitcher) return null;
  if (isLoading) return <Skeleton className="h-14 w-full rounded-xl" />;
  const max = config.maxCompaniesPerUser;
  const canCreate = config.allowCompanyCreation && (max === null || companies.length < max);
  const label = (
    <span className="min-w-0 flex-1 text-left">
      <span className="block text-xs font-medium text-slate-500">Company</span>
      <span className="block truncate text-sm font-semibold text-slate-900">
        {companyDisplayName(company)}
      </span>
    </span>
  );
  if (companies.length <= 1 && !canCreate) {
    return (
      <div className="flex items-center gap-2 rounded-xl bg-slate-50 px-3 py-2.5">{label}</div>
    );
  }
  const created = (id: string) => {
    setDialog(null);
    onNavigate?.();
    setCurrentCompanyId(id);
    void queryClient.invalidateQueries();
    toast.success('Your new company is ready. Let’s start its onboarding.');
    void navigate('/dashboard/onboarding');
  };
  const deleted = (id: string) => {
    setDialog(null);
    onNavigate?.();
    // Leave the deleted company's page first: its wizard would redirect within the next one.
    void navigate('/dashboard/home');
    const next = companies.find((c) => c.id !== id);
    if (next) setCurrentCompanyId(next.id);
    void queryClient.invalidateQueries();
    toast.success('The company was deleted.');
  };
  const close = () => setDialog(null);
  return (
    <>
      <Menu
        align="start"
        label="Companies"
        trigger={
          <button
            type="button"
            className="flex w-full items-center gap-2 rounded-xl bg-slate-50 px-3 py-2.5 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {label}
            <ChevronsUpDown size={16} className="text-slate-500" aria-hidden="true" />
          </button>
        }
      >
        {companies.map((c) => (
          <MenuItem
            key={c.id}
            onSelect={() => {
              setCurrentCompanyId(c.id);
              // Every company-scoped answer belongs to the company before: fetch them again.
              void queryClient.invalidateQueries();
            }}
            icon={
              <Check
                size={16}
                aria-hidden="true"
                className={c.id === company?.id ? '' : 'invisible'}
              />
            }
          >
            {companyDisplayName(c)}
          </MenuItem>
        ))}
        {canCreate || isDeletable(company, companies.length) ? <MenuSeparator /> : null}
        {canCreate ? (
          <MenuItem onSelect={() => setDialog('new')} icon={<Plus size={16} aria-hidden="true" />}>
            Create New Company
          </MenuItem>
        ) : null}
        {company && isDeletable(company, companies.length) ? (
          <MenuItem
            onSelect={() => setDialog('delete')}
            icon={<Trash2 size={16} aria-hidden="true" />}
          >
            Delete {companyDisplayName(company)}
          </MenuItem>
        ) : null}
      </Menu>
      <Suspense fallback={null}>
        {dialog === 'new' ? (
          <NewCompanyDialog onClose={close} onCreated={(c) => created(c.id)} />
        ) : null}
        {dialog === 'delete' && company ? (
          <DeleteCompanyDialog
            company={company}
            onClose={close}
            onDeleted={() => deleted(company.id)}
          />
        ) : null}
      </Suspense>
    </>
  );
};
