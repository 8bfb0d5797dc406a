import type { TBusinessType } from '@charterline/shared/onboarding-questions';

// The answers travel from the questions to the account form in this tab only.
const KEY = 'signup_answers';

export type TStoredAnswers = {
  businessType: TBusinessType;
  answers: Record<string, string | null>;
};

export const saveAnswers = (value: TStoredAnswers): void => {
  window.sessionStorage.setItem(KEY, JSON.stringify(value));
};

export const loadAnswers = (): TStoredAnswers | null => {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as TStoredAnswers;
    return parsed.businessType === 'NEW' || parsed.businessType === 'EXISTING' ? parsed : null;
  } catch {
    return null;
  }
};

export const clearAnswers = (): void => window.sessionStorage.removeItem(KEY);
