import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TChangeOption, TCompanyChange } from '@charterline/shared/schemas/company-changes';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { companyDetailsQueryOptions } from '@/features/formation/api/get-company-details';
import { useCompanyProfile } from '@/features/company-profile/api/get-company-profile';
import { toast } from '@/lib/toast';
import { useChangeOptions } from '../api/get-change-options';
import { changeDraft } from '../change-draft';
import { isChangeKind } from '../change-texts';
import { ChangeForm } from './change-form';
import { ChangeHistory, type TSaveDocument } from './change-history';
import { ChangeOptions } from './change-options';

const Loading = () => (
  <div role="status" className="space-y-4">
    <span className="sr-only">Loading the changes you can make…</span>
    <Skeleton className="h-24" />
    <Skeleton className="h-40" />
  </div>
);

/** The form of one kind, once what it starts from is known (members: the owners' details). */
const OpenForm = ({
  option,
  onMade,
  onBack,
}: {
  option: TChangeOption;
  onMade: (change: TCompanyChange) => void;
  onBack: () => void;
}) => {
  const profile = useCompanyProfile();
  const details = useQuery({
    ...companyDetailsQueryOptions(),
    enabled: option.kind === 'MEMBERS',
    retry: false,
  });
  if (!profile.data || (option.kind === 'MEMBERS' && details.isPending)) return <Loading />;
  return (
    <ChangeForm
      option={option}
      profile={profile.data}
      draft={changeDraft(option.kind, profile.data, details.data)}
      onMade={onMade}
      onBack={onBack}
    />
  );
};

/**
 * LLC Management's Changes: what can be changed and at what price, the open form
 * (`?change=KIND`, so Back closes it), and the history with Pay now and Cancel.
 */
export const CompanyChanges = ({ download }: { download: TSaveDocument }) => {
  const [search, setSearch] = useSearchParams();
  const options = useChangeOptions();
  const profile = useCompanyProfile();
  const [payNow, setPayNow] = useState<string | null>(null);
  const paid = useCallback(() => setPayNow(null), []);
  const kind = search.get('change');
  const hrefOf = (option: TChangeOption) => {
    const next = new URLSearchParams(search);
    next.set('change', option.kind);
    return `?${next.toString()}`;
  };
  const close = () =>
    setSearch((now) => {
      now.delete('change');
      return now;
    });
  const made = (change: TCompanyChange) => {
    if (change.status === 'awaiting_payment') setPayNow(change.id);
    else toast.success(change.status === 'applied' ? 'Saved' : 'Change requested');
    close();
  };

  if (options.isPending || profile.isPending) return <Loading />;
  if (options.isError || profile.isError) {
    return (
      <div role="alert" className="rounded-2xl bg-white p-6 text-center ring-1 ring-slate-200">
        <p className="text-slate-800">The changes you can make could not be loaded.</p>
        <Button
          className="mt-4"
          onClick={() => void Promise.all([options.refetch(), profile.refetch()])}
        >
          Try again
        </Button>
      </div>
    );
  }
  const open = isChangeKind(kind)
    ? options.data.find((o) => o.kind === kind && !o.unavailableReason)
    : undefined;
  return (
    <div className="space-y-8">
      {open ? (
        <OpenForm key={open.kind} option={open} onMade={made} onBack={close} />
      ) : (
        <ChangeOptions options={options.data} hrefOf={hrefOf} />
      )}
      {/* Checkout opens once the form has gone: opened while its submit button still had
          focus, the dialog took the form's unmounting as a click outside and closed. */}
      <ChangeHistory download={download} payNow={open ? null : payNow} onPayOpened={paid} />
    </div>
  );
};
