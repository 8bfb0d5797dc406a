import { Link } from 'react-router';
import type { TCompanyProfile } from '@charterline/shared/schemas/company-profile';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCompanyProfile } from '../api/get-company-profile';
import { AddressesSection, AgentSection } from './agent-and-addresses';
import { CompanySection, TaxSection, type TDownloadDocument } from './company-section';
import { ManagersSection, MembersSection } from './members-section';

const ProfileSkeleton = () => (
  <div role="status" className="space-y-4">
    <span className="sr-only">Loading your company's profile…</span>
    <Skeleton className="h-32" />
    <Skeleton className="h-24" />
    <Skeleton className="h-24" />
  </div>
);

/** Formation not filed yet: what is known so far, and where to follow it (no invented facts). */
const BeingFormed = () => (
  <div
    role="note"
    className="rounded-2xl bg-brand-50 p-4 text-sm text-brand-900 ring-1 ring-brand-100"
  >
    <p className="font-semibold">Your LLC is being formed</p>
    <p className="mt-1">
      Below is what we know so far; the state file number, formation date and EIN appear once the
      state files your LLC.{' '}
      <Link to="/dashboard/onboarding" className="font-semibold underline">
        Follow your formation
      </Link>
    </p>
  </div>
);

/** Facts of an LLC formed elsewhere wait for our check. */
const Unverified = () => (
  <div
    role="note"
    className="rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200"
  >
    The details marked "To be verified" are the ones you gave us; our team checks them with the
    state and confirms them here.
  </div>
);

const UNDER_WAY = {
  awaiting_payment: 'waiting for payment',
  in_progress: 'in progress with the state',
};

/** Changes asked for and not done: the profile shows the old facts until the state files. */
const ChangesUnderWay = ({ changes }: { changes: TCompanyProfile['pendingChanges'] }) => (
  <div role="note" className="rounded-2xl bg-white p-4 text-sm ring-1 ring-slate-200">
    <ul className="space-y-1">
      {changes.map((c) => (
        <li key={c.id} className="text-slate-800">
          <span className="font-semibold">Change under way:</span> {c.label} ({UNDER_WAY[c.status]})
        </li>
      ))}
    </ul>
    <Link to="?tab=changes" className="mt-2 inline-block font-semibold text-brand-700 underline">
      See your changes
    </Link>
  </div>
);

/** The Profile tab: everything about the company, read in one call. */
export const CompanyProfile = ({ download }: { download: TDownloadDocument }) => {
  const profile = useCompanyProfile();
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    return (
      <div role="alert" className="rounded-2xl bg-white p-6 text-center ring-1 ring-slate-200">
        <p className="text-slate-800">Your company's profile could not be loaded.</p>
        <Button className="mt-4" onClick={() => void profile.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const data = profile.data;
  return (
    <div className="space-y-4">
      {data.beingFormed ? <BeingFormed /> : null}
      {data.verification === 'pending' ? <Unverified /> : null}
      {data.pendingChanges.length > 0 ? <ChangesUnderWay changes={data.pendingChanges} /> : null}
      <CompanySection profile={data} />
      <TaxSection profile={data} download={download} />
      <AgentSection profile={data} />
      <AddressesSection profile={data} />
      <MembersSection profile={data} />
      <ManagersSection profile={data} />
    </div>
  );
};
