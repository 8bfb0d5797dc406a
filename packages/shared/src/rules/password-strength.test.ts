import { describe, expect, it } from 'vitest';
import { checkPasswordStrength, PASSWORD_MIN_SCORE, userInputsOf } from './password-strength';

describe('password strength (zxcvbn, decision 0103)', () => {
  it('refuses the password the issue signed up with, and other common ones', () => {
    for (const password of ['password123', 'Password1!', 'qwertyuiop', 'hunter2hunter2']) {
      const strength = checkPasswordStrength(password);
      expect(strength.strong, password).toBe(false);
      expect(strength.score).toBeLessThan(PASSWORD_MIN_SCORE);
    }
    expect(checkPasswordStrength('password123').warning).toBe('This is a commonly used password.');
  });

  it('accepts long unusual passwords', () => {
    for (const password of [
      'Correct-horse-battery-9',
      'Wind-tunnel-1958',
      'a long enough password',
    ])
      expect(checkPasswordStrength(password).strong, password).toBe(true);
  });

  it('counts the owner’s name and e-mail as known words', () => {
    const owner = { firstName: 'Zenobia', lastName: 'Quartermaine', email: 'zq@example.com' };
    expect(checkPasswordStrength('zenobiaquartermaine', owner).score).toBeLessThan(
      checkPasswordStrength('zenobiaquartermaine').score,
    );
    expect(userInputsOf({ email: 'Ada.Lovelace@Example.com' })).toEqual([
      'ada.lovelace@example.com',
      'ada.lovelace',
      'ada',
      'lovelace',
      'example.com',
    ]);
  });
});
