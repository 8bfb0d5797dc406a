import { formatDate } from '@charterline/shared/format';
import type { TCompanyProfile } from '@charterline/shared/schemas/company-profile';
import { addressText } from '../profile-texts';
import { FACT_GRID, ProfileCard, ProfileFact } from './profile-card';

const PROVIDER = { ours: 'Ours', theirs: 'Your own', none: 'None: our service has ended' } as const;

/** Registered agent: ours or theirs, its name and address, and when ours renews. */
export const AgentSection = ({ profile }: { profile: TCompanyProfile }) => {
  const agent = profile.registeredAgent;
  const unverified = profile.verification === 'pending';
  return (
    <ProfileCard title="Registered agent" change="REGISTERED_AGENT">
      {agent ? (
        <dl className={FACT_GRID}>
          <ProfileFact label="Provided by" unverified={unverified}>
            {PROVIDER[agent.provider]}
          </ProfileFact>
          <ProfileFact label="Name" unverified={unverified}>
            {agent.name ?? 'Not given'}
          </ProfileFact>
          <ProfileFact label="Address" unverified={unverified}>
            {agent.address
              ? addressText(agent.address)
              : agent.provider === 'ours'
                ? "Our agent's office in your state"
                : 'Not given'}
          </ProfileFact>
          {agent.renewsOn ? (
            <ProfileFact label="Renews on">{formatDate(agent.renewsOn)}</ProfileFact>
          ) : null}
        </dl>
      ) : (
        <p className="text-sm text-slate-600">No registered agent chosen yet.</p>
      )}
    </ProfileCard>
  );
};

/** The difference customers most often get wrong (banks refuse virtual mailboxes). */
const AddressKinds = () => (
  <div className="mt-5 rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200">
    <p className="font-semibold text-slate-900">Three addresses, three jobs</p>
    <ul className="mt-2 list-disc space-y-1 pl-5">
      <li>
        A <strong>registered-agent address</strong> receives legal papers for the state (lawsuits,
        official notices).
      </li>
      <li>
        A <strong>mailing address</strong> receives your mail. Ours is a virtual mailbox: we scan
        what arrives.
      </li>
      <li>
        A <strong>physical address</strong> is where you work. Banks usually refuse a virtual
        mailbox address as the business address.
      </li>
    </ul>
  </div>
);

/** Addresses: the company's own (principal) and its mailing address, explained. */
export const AddressesSection = ({ profile }: { profile: TCompanyProfile }) => {
  const mailing = profile.mailingAddress;
  return (
    <ProfileCard title="Addresses">
      <dl className="grid gap-4 sm:grid-cols-2">
        <ProfileFact
          label="Principal address"
          unverified={profile.verification === 'pending'}
          change="PRINCIPAL_ADDRESS"
        >
          {profile.principalAddress ? addressText(profile.principalAddress) : 'Not on file'}
        </ProfileFact>
        <ProfileFact label="Mailing address" change="MAILING_ADDRESS">
          {!mailing
            ? 'Not chosen yet'
            : mailing.provider === 'ours'
              ? 'Our virtual mailbox'
              : mailing.address
                ? addressText(mailing.address)
                : 'Your own'}
        </ProfileFact>
      </dl>
      <AddressKinds />
    </ProfileCard>
  );
};
