import { useEffect, useState } from 'react';
import type * as PasswordRule from '@charterline/shared/rules/password-strength';
import type {
  TPasswordOwner,
  TPasswordStrength,
} from '@charterline/shared/rules/password-strength';

// zxcvbn and its dictionaries (~400 KB gzip) load with the first character typed, never
// with the page: /login's budget and the sign-up page's first paint stay as they were.
type TRule = typeof PasswordRule;
let loading: Promise<TRule> | undefined;
const loadRule = (): Promise<TRule> =>
  (loading ??= import('@charterline/shared/rules/password-strength'));

/** The strength of a password as it is typed; null while empty or while zxcvbn loads. */
export const usePasswordStrength = (
  password: string,
  owner: TPasswordOwner = {},
): TPasswordStrength | null => {
  const [rule, setRule] = useState<TRule | null>(null);
  const wanted = password.length > 0;
  useEffect(() => {
    if (!wanted || rule) return;
    let live = true;
    void loadRule().then((loaded) => live && setRule(loaded));
    return () => {
      live = false;
    };
  }, [wanted, rule]);
  return rule && wanted ? rule.checkPasswordStrength(password, owner) : null;
};

/** WEAK_PASSWORD when the password is guessable (the API's own rule), else undefined. */
export const weakPasswordCode = async (
  password: string,
  owner: TPasswordOwner = {},
): Promise<'WEAK_PASSWORD' | undefined> =>
  (await loadRule()).checkPasswordStrength(password, owner).strong ? undefined : 'WEAK_PASSWORD';
