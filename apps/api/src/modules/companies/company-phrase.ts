/**
 * How a company is named inside a sentence (notifications, e-mails): "Nube Clara LLC", or
 * "your company" before it has a name.
 */
export const companyPhrase = (company: {
  companyName: string | null;
  companyNameType: string | null;
}): string =>
  company.companyName
    ? `${company.companyName} ${company.companyNameType ?? ''}`.trim()
    : 'your company';
