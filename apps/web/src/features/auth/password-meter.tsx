import { clsx } from 'clsx';
import type { TPasswordStrength } from '@charterline/shared/rules/password-strength';

const LEVELS = [
  { word: 'Very weak', bar: 'bg-red-500' },
  { word: 'Weak', bar: 'bg-red-500' },
  { word: 'Fair', bar: 'bg-amber-500' },
  { word: 'Good', bar: 'bg-emerald-500' },
  { word: 'Strong', bar: 'bg-emerald-600' },
] as const;

/** Four bars and a word for zxcvbn's score, with its advice while the password is weak. */
export const PasswordMeter = ({ strength }: { strength: TPasswordStrength | null }) => {
  const level = strength ? LEVELS[strength.score] : null;
  return (
    <div aria-live="polite" className="-mt-3 min-h-5 text-sm">
      {strength && level ? (
        <>
          <div className="flex items-center gap-3">
            <div className="flex flex-1 gap-1" aria-hidden="true">
              {[1, 2, 3, 4].map((n) => (
                <span
                  key={n}
                  className={clsx(
                    'h-1.5 flex-1 rounded-full',
                    Math.max(strength.score, 1) >= n ? level.bar : 'bg-slate-200',
                  )}
                />
              ))}
            </div>
            <span className="font-medium text-slate-700">Strength: {level.word}</span>
          </div>
          {strength.strong ? null : (
            <p className="mt-1 text-slate-600">
              {strength.warning ?? strength.suggestions[0] ?? 'Add another word or two.'}
            </p>
          )}
        </>
      ) : null}
    </div>
  );
};
