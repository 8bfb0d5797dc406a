/**
 * Compliance: the deadlines a company has, computed from the rules, reminders and the calendar
 * feed (issue 19).
 *
 * The area's public entry (decision 0192): what other areas may use. They import this file,
 * never the area's other files.
 */
export { laterStateCosts } from './later-state-costs';
export { overviewOf } from './read-compliance';
export { readCurrentRules } from './rules.repository';
export { syncCompanyObligationsIn } from './sync-obligations';
