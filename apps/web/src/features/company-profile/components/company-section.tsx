import { formatDate } from '@charterline/shared/format';
import type { TCompanyProfile } from '@charterline/shared/schemas/company-profile';
import { Button } from '@/components/ui/button';
import { monthName } from '../profile-texts';
import { FACT_GRID, ProfileCard, ProfileFact } from './profile-card';
import { StandingBadge } from './standing-badge';

const NOT_YET = 'Not yet';
const SOURCE = { our_filing: 'from our filing', entered_by_you: 'entered by you' } as const;

/** Company: name, state, file number, formation date and where it came from, standing. */
export const CompanySection = ({ profile }: { profile: TCompanyProfile }) => {
  const unverified = profile.verification === 'pending';
  return (
    <ProfileCard title="Company">
      <dl className={FACT_GRID}>
        <ProfileFact label="Legal name" unverified={unverified} change="LEGAL_NAME">
          {profile.legalName ?? 'Not chosen yet'}
        </ProfileFact>
        <ProfileFact label="State" unverified={unverified}>
          {profile.state?.name ?? 'Not chosen yet'}
        </ProfileFact>
        <ProfileFact label="State file number" unverified={unverified}>
          {profile.stateFileNumber ?? NOT_YET}
        </ProfileFact>
        <ProfileFact label="Formed" unverified={unverified}>
          {profile.formationDate ? formatDate(profile.formationDate) : NOT_YET}
          {profile.formationDateSource ? (
            <span className="block text-sm font-normal text-slate-500">
              {SOURCE[profile.formationDateSource]}
            </span>
          ) : null}
        </ProfileFact>
        <ProfileFact label="Status">
          <StandingBadge standing={profile.standing} />
        </ProfileFact>
        <ProfileFact label="Contact e-mail" change="CONTACT_EMAIL">
          {profile.contactEmail}
        </ProfileFact>
      </dl>
    </ProfileCard>
  );
};

/** Saves a company document under a file name (the route passes the documents feature's). */
export type TDownloadDocument = (doc: { id: string; fileName: string }) => Promise<void>;

/** Tax: the EIN with its IRS letter, and the fiscal year. */
export const TaxSection = ({
  profile,
  download,
}: {
  profile: TCompanyProfile;
  download: TDownloadDocument;
}) => {
  const letterId = profile.einLetterDocumentId;
  return (
    <ProfileCard title="Tax">
      <dl className={FACT_GRID}>
        <ProfileFact label="EIN" unverified={profile.verification === 'pending'}>
          {profile.ein ?? 'Not issued yet'}
          {letterId ? (
            <div className="mt-2">
              <Button
                size="sm"
                variant="neutral"
                onClick={() => void download({ id: letterId, fileName: 'EIN letter.pdf' })}
              >
                Download EIN letter
              </Button>
            </div>
          ) : null}
        </ProfileFact>
        <ProfileFact label="Fiscal year ends" change="FISCAL_YEAR">
          {monthName(profile.fiscalYearEndMonth)}
        </ProfileFact>
      </dl>
    </ProfileCard>
  );
};
