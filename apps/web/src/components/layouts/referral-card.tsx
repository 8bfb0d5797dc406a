import { Gift } from 'lucide-react';
import type { TDashboardConfig } from '@charterline/shared/schemas/dashboard-config';

/** "Get $50" with the configuration's description; REFER NOW opens the referral page. */
export const ReferralCard = ({ referral }: { referral: TDashboardConfig['referral'] }) => {
  if (!referral.showReferralCard) return null;
  return (
    <div className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-4 text-white">
      <Gift size={22} aria-hidden="true" />
      <p className="mt-2 text-lg font-bold">{referral.headline}</p>
      <p className="mt-1 text-xs text-brand-100">{referral.description}</p>
      <a
        href={referral.referralUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-flex h-9 w-full items-center justify-center rounded-lg bg-white text-sm font-bold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        REFER NOW
      </a>
    </div>
  );
};
