// How the company commands print a company: its listing row's fields, and the full view that
// `company`, `step`, `status`, `resume` and `verify` print.

/** One company as `GET /ops/v1/companies` lists it. */
export type TCompanyListing = {
  id: string;
  companyName: string | null;
  state: string | null;
  companyStatus: string;
  onboardingStatus: string;
  paymentStatus: string;
  ownerEmail: string;
  createdAt: string;
};

/** The lines `ops company` adds for where a company was formed and its verification. */
export const originLines = (company: Record<string, unknown>): string[] => {
  if (company.origin !== 'FORMED_ELSEWHERE') {
    return [
      '  origin:      formed here',
      ...(company.formationDate
        ? [
            `  formed:      ${String(company.formationDate)} (state file number ${String(company.stateFileNumber ?? '- : npm run ops -- file-number')})`,
          ]
        : []),
    ];
  }
  const verifiedAt = company.detailsVerifiedAt;
  return [
    '  origin:      formed elsewhere',
    `  formed:      ${String(company.formationDate ?? '-')} (state file number ${String(company.stateFileNumber ?? '-')})`,
    `  details:     ${
      typeof verifiedAt === 'string'
        ? `verified ${verifiedAt}`
        : company.stateFileNumber
          ? 'to be verified (npm run ops -- verify <company>)'
          : 'not entered yet'
    }`,
  ];
};

/** The whole company, as the admin API answers it, in one block. */
export const companyText = (company: Record<string, unknown>): string => {
  const progress = (company.formationProgress as { title: string; at: string }[]) ?? [];
  return [
    `${String(company.companyName ?? '(no name yet)')} ${String(company.companyNameType ?? '')}`.trim(),
    `  id:          ${String(company.id)}`,
    `  state:       ${String(company.state ?? '-')}`,
    `  status:      ${String(company.companyStatus)} (onboarding ${String(company.onboardingStatus)}, payment ${String(company.paymentStatus)})`,
    ...(company.statusReason ? [`  reason:      ${String(company.statusReason)}`] : []),
    ...(company.ein ? [`  EIN:         ${String(company.ein)}`] : []),
    ...originLines(company),
    `  processing:  ${progress.length}/7`,
    ...progress.map((p) => `    ✓ ${p.title}  ${p.at}`),
  ].join('\n');
};
