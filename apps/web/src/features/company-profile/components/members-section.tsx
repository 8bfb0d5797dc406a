import type { TCompanyProfile } from '@charterline/shared/schemas/company-profile';
import { percentText } from '../profile-texts';
import { ProfileCard, ToBeVerified } from './profile-card';

const countryName = (code: string): string =>
  new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;

/** Members with their ownership and country. */
export const MembersSection = ({ profile }: { profile: TCompanyProfile }) => (
  <ProfileCard title="Members" change="MEMBERS">
    {profile.verification === 'pending' && profile.members.length > 0 ? <ToBeVerified /> : null}
    {profile.members.length === 0 ? (
      <p className="text-sm text-slate-600">No members recorded yet.</p>
    ) : (
      <ul className="divide-y divide-slate-100">
        {profile.members.map((m, i) => (
          <li
            key={`${m.name}-${i}`}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
          >
            <span className="font-medium text-slate-900">{m.name}</span>
            <span className="text-sm text-slate-600">
              {percentText(m.ownershipPercentage)} · {countryName(m.country)}
            </span>
          </li>
        ))}
      </ul>
    )}
  </ProfileCard>
);

/** Who runs the company: its members, or the managers it names. */
export const ManagersSection = ({ profile }: { profile: TCompanyProfile }) => (
  <ProfileCard title="Managers" change="MANAGERS">
    {profile.management === 'MEMBER_MANAGED' ? (
      <>
        <p className="text-slate-900">Member-managed</p>
        <p className="mt-1 text-sm text-slate-600">
          Your members run the LLC; no separate managers are named.
        </p>
      </>
    ) : (
      <>
        <p className="text-slate-900">Manager-managed</p>
        <ul className="mt-2 divide-y divide-slate-100">
          {profile.managers.map((m, i) => (
            <li key={`${m.name}-${i}`} className="py-2 font-medium text-slate-900">
              {m.name}
            </li>
          ))}
        </ul>
      </>
    )}
  </ProfileCard>
);
