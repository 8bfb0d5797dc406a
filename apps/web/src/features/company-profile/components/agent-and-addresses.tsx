import { formatDate } from '@charterline/shared/format';
import type { TCompanyProfile } from '@charterline/shared/schemas/company-profile';
import { addressText } from '../profile-texts';
import { FACT_GRID, ProfileCard, ProfileFact } from './profile-card';

const PROVIDER = {
  ours: 'Charterline (our registered agent service)',
  theirs: 'Your own agent',
  none: 'None: our service has ended',
} as const;

/** What to show for an agent's address we do not have. */
const missingAddress = (provider: keyof typeof PROVIDER) =>
  provider === 'ours'
    ? 'Our team records it when the state appoints our agent'
    : 'Not given: add it through Change';

/**
 * Registered agent: who the state has on file (one truth with Your services, Compliance and
 * the changes), its name and address, since when, and our renewal or its end.
 */
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
            {agent.address ? addressText(agent.address) : missingAddress(agent.provider)}
          </ProfileFact>
          {agent.since ? <ProfileFact label="Since">{formatDate(agent.since)}</ProfileFact> : null}
          {agent.renewsOn ? (
            <ProfileFact label="Renews on">{formatDate(agent.renewsOn)}</ProfileFact>
          ) : null}
          {agent.endsOn ? (
            <ProfileFact label="Our service ends on">{formatDate(agent.endsOn)}</ProfileFact>
          ) : null}
        </dl>
      ) : (
        <p className="text-sm text-slate-600">No registered agent chosen yet.</p>
      )}
      {agent?.provider === 'none' ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          The state still lists our agent, whose service has ended. Appoint an agent through Change,
          so that the state has one on file to reach your LLC.
        </p>
      ) : null}
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
            : mailing.address
              ? addressText(mailing.address)
              : mailing.provider === 'ours'
                ? 'Our virtual mailbox: its address is given once the service starts'
                : 'Your own'}
        </ProfileFact>
      </dl>
      <AddressKinds />
    </ProfileCard>
  );
};
