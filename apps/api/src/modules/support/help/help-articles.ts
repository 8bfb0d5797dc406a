import type { THelpArticleSource } from '@charterline/shared/schemas/support';
import { annualReports } from './articles/annual-reports';
import { bankAccountRemotely } from './articles/bank-account-remotely';
import { boiReporting } from './articles/boi-reporting';
import { bookkeepingBasics } from './articles/bookkeeping-basics';
import { cancelOrDissolve } from './articles/cancel-or-dissolve';
import { einTiming } from './articles/ein-timing';
import { einWithoutSsn } from './articles/ein-without-ssn';
import { form5472 } from './articles/form-5472';
import { invoicingGettingPaid } from './articles/invoicing-getting-paid';
import { mailForwarding } from './articles/mail-forwarding';
import { mailingVsRegisteredAgent } from './articles/mailing-vs-registered-agent';
import { phoneNumber } from './articles/phone-number';
import { registeredAgentChange } from './articles/registered-agent-change';

/**
 * The help articles (issue 24, decision 0162), in the order a new founder meets the topics.
 * They ship with the code: each is reviewed (its `reviewedOn`) when the product changes, like
 * any other change; the fees, dates and numbers they name are `{{key}}` placeholders filled
 * from the facts table (resolve-article.ts), so they say what the calendar and checkout say.
 */
export const HELP_ARTICLES: readonly THelpArticleSource[] = [
  einWithoutSsn,
  einTiming,
  bankAccountRemotely,
  mailingVsRegisteredAgent,
  mailForwarding,
  phoneNumber,
  annualReports,
  form5472,
  boiReporting,
  bookkeepingBasics,
  invoicingGettingPaid,
  registeredAgentChange,
  cancelOrDissolve,
];
