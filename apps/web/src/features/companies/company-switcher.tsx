import { useQueryClient } from '@tanstack/react-query';
import { Check, ChevronsUpDown, Plus } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { TCompanySummary } from '@charterline/shared/schemas/companies';
import type { TDashboardConfig } from '@charterline/shared/schemas/dashboard-config';
import { Menu, MenuItem, MenuSeparator } from '@/components/ui/menu';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useCreateCompany } from './api/create-company';
import { companyDisplayName, setCurrentCompanyId } from './current-company';

/**
 * The company name with its name type. With more than one company (or room for another) a
 * dropdown lists them; "Create New Company" starts the new company's onboarding.
 */
export const CompanySwitcher = ({
  company,
  companies,
  isLoading,
  config,
}: {
  company: TCompanySummary | null;
  companies: TCompanySummary[];
  isLoading: boolean;
  config: TDashboardConfig['company'];
}) => {
  const navigate = useNavigate();
  const create = useCreateCompany();
  const queryClient = useQueryClient();
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
  const createNew = async () => {
    const created = await create.mutateAsync();
    setCurrentCompanyId(created.id);
    void queryClient.invalidateQueries();
    toast.success('Your new company is ready. Let’s start its onboarding.');
    void navigate('/dashboard/onboarding');
  };
  return (
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
      {canCreate ? (
        <>
          <MenuSeparator />
          <MenuItem
            onSelect={() => void createNew().catch(() => undefined)}
            disabled={create.isPending}
            icon={<Plus size={16} aria-hidden="true" />}
          >
            Create New Company
          </MenuItem>
        </>
      ) : null}
    </Menu>
  );
};
