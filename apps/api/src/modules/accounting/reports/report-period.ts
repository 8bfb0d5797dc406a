import { monthsBetween } from '@charterline/shared/rules/months';
import type { TCompanyRow } from '../../companies';
import { AppError } from '../../../lib/app-error';

/** A report covers at most two years: one query, a readable table, a bounded answer. */
export const MAX_REPORT_MONTHS = 24;

/** The months of a period, refused (400) when it runs backwards or is longer than 24 months. */
export const reportMonths = (from: string, to: string): string[] => {
  if (from > to) {
    throw new AppError('VALIDATION_ERROR', {
      message: 'The period ends before it starts',
      field: 'to',
    });
  }
  const months = monthsBetween(from, to);
  if (months.length > MAX_REPORT_MONTHS) {
    throw new AppError('VALIDATION_ERROR', {
      message: `Choose a period of at most ${MAX_REPORT_MONTHS} months`,
      field: 'to',
    });
  }
  return months;
};

/** The name reports print: "Nube Clara LLC", as the invoices do. */
export const companyLegalName = (company: TCompanyRow): string =>
  company.companyName
    ? `${company.companyName} ${company.companyNameType ?? 'LLC'}`.trim()
    : 'An LLC';
