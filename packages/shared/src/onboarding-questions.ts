import { z } from 'zod';

/**
 * The onboarding question sets asked before sign-up, with options and defaults
 * (docs/product.md § Sign-up services and questions).
 */
export const BUSINESS_TYPES = ['NEW', 'EXISTING'] as const;
export type TBusinessType = (typeof BUSINESS_TYPES)[number];

const TYPE_OF_BUSINESS = ['ecommerce', 'saas', 'consulting', 'agency', 'other'] as const;
const EMPLOYEE_COUNT = ['1', '2-5', '6-10', '11-50', '50+'] as const;
const REVENUE = ['0-50k', '50k-100k', '100k-500k', '500k-1m', '1m+'] as const;

export type TQuestion = {
  key: string;
  options: readonly string[];
  /** null: the spec gives no default, so the customer must choose. */
  defaultValue: string | null;
};

export const NEW_BUSINESS_QUESTIONS = [
  { key: 'typeOfBusiness', options: TYPE_OF_BUSINESS, defaultValue: null },
  { key: 'employeeCount', options: EMPLOYEE_COUNT, defaultValue: '1' },
  { key: 'revenue', options: REVENUE, defaultValue: '0-50k' },
  { key: 'experience', options: ['first', 'experienced'], defaultValue: 'first' },
  { key: 'stage', options: ['idea', 'planning', 'launching', 'operating'], defaultValue: 'idea' },
] as const satisfies readonly TQuestion[];

export const EXISTING_BUSINESS_QUESTIONS = [
  {
    key: 'incorporationStatus',
    options: ['this-year', 'last-year', '2-5-years', '5+-years'],
    defaultValue: 'this-year',
  },
  { key: 'typeOfBusiness', options: TYPE_OF_BUSINESS, defaultValue: null },
  { key: 'employeeCount', options: EMPLOYEE_COUNT, defaultValue: null },
  { key: 'revenue', options: REVENUE, defaultValue: null },
  // "stage" here means the services the existing business needs.
  {
    key: 'stage',
    options: ['tax-filing', 'bookkeeping', 'compliance', 'all'],
    defaultValue: 'all',
  },
] as const satisfies readonly TQuestion[];

export const questionsFor = (type: TBusinessType): readonly TQuestion[] =>
  type === 'NEW' ? NEW_BUSINESS_QUESTIONS : EXISTING_BUSINESS_QUESTIONS;

/** The answers with each question's default filled in (null where the spec gives none). */
export const defaultAnswers = (type: TBusinessType): Record<string, string | null> =>
  Object.fromEntries(questionsFor(type).map((q) => [q.key, q.defaultValue]));

export const ZNewBusinessAnswers = z.object({
  typeOfBusiness: z.enum(TYPE_OF_BUSINESS),
  employeeCount: z.enum(EMPLOYEE_COUNT),
  revenue: z.enum(REVENUE),
  experience: z.enum(['first', 'experienced']),
  stage: z.enum(['idea', 'planning', 'launching', 'operating']),
});
export const ZExistingBusinessAnswers = z.object({
  incorporationStatus: z.enum(['this-year', 'last-year', '2-5-years', '5+-years']),
  typeOfBusiness: z.enum(TYPE_OF_BUSINESS),
  employeeCount: z.enum(EMPLOYEE_COUNT),
  revenue: z.enum(REVENUE),
  stage: z.enum(['tax-filing', 'bookkeeping', 'compliance', 'all']),
});
export type TNewBusinessAnswers = z.infer<typeof ZNewBusinessAnswers>;
export type TExistingBusinessAnswers = z.infer<typeof ZExistingBusinessAnswers>;
