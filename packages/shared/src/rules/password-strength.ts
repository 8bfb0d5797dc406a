import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonWords } from '@zxcvbn-ts/language-common';
import { dictionary as englishWords, translations } from '@zxcvbn-ts/language-en';

// Issue 17 (decision 0103): a real estimator instead of a list of 1,000 passwords. zxcvbn's
// score 3 means about 10^8 guesses or more ("safely unguessable" for an online attack with
// our login limits); 0–2 are refused. The web loads this file lazily: the dictionaries are
// ~800 KB and must stay out of /login's first download.

/** The lowest zxcvbn score a new password may have. */
export const PASSWORD_MIN_SCORE = 3;

export type TPasswordScore = 0 | 1 | 2 | 3 | 4;
export type TPasswordStrength = {
  score: TPasswordScore;
  strong: boolean;
  /** zxcvbn's warning ("This is a commonly used password."), or null. */
  warning: string | null;
  suggestions: string[];
};
/** Who the password belongs to: a password built from these is weaker. */
export type TPasswordOwner = { firstName?: string; lastName?: string; email?: string };

let factory: ZxcvbnFactory | undefined;
const estimator = (): ZxcvbnFactory =>
  (factory ??= new ZxcvbnFactory({
    dictionary: { ...commonWords, ...englishWords },
    graphs: adjacencyGraphs,
    translations,
  }));

/** The owner's name and e-mail (whole and its parts) as zxcvbn's user inputs. */
export const userInputsOf = (owner: TPasswordOwner): string[] => {
  const email = owner.email?.trim().toLowerCase() ?? '';
  const [local = '', domain = ''] = email.split('@');
  return [owner.firstName, owner.lastName, email, local, ...local.split(/[._+-]/), domain]
    .map((s) => s?.trim().toLowerCase() ?? '')
    .filter((s) => s.length > 1);
};

/** How guessable a password is, knowing whose it is. */
export const checkPasswordStrength = (
  password: string,
  owner: TPasswordOwner = {},
): TPasswordStrength => {
  const result = estimator().check(password, userInputsOf(owner));
  return {
    score: result.score as TPasswordScore,
    strong: result.score >= PASSWORD_MIN_SCORE,
    warning: result.feedback.warning ?? null,
    suggestions: result.feedback.suggestions,
  };
};
