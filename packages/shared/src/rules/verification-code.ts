/**
 * Issue 23 (decision 0157): the one-time code in a text, shown large with a copy button.
 * Only a text that says what it is (code, verify, OTP, PIN, password, sign in, …) has one;
 * the code is the first group of 4–8 digits (or 3+3 as "482 913"/"482-913", or a prefixed
 * "G-123456") that is not money, a decimal or a phone number. Answered as digits only.
 */
const KEYWORDS =
  /\b(codes?|verif\w*|otp|passcodes?|passwords?|pin|one[- ]time|2fa|mfa|security|log ?in|sign[- ]?in|confirm\w*|authenticat\w*)\b/i;

// Before: not a word character, money or a separator of a longer number. The token: an
// optional letter prefix ("G-"), then 3+3 digits with a space or hyphen, or 4–8 digits.
// After: the end, or anything that does not continue a number (a final period is fine).
const CANDIDATE =
  /(?<![\w$€£.,+-])(?:[A-Za-z]{1,3}-)?(\d{3}[- ]\d{3}|\d{4,8})(?![\w-]|[.,/:]\d| \d)/g;

export const findVerificationCode = (text: string): string | null => {
  if (!KEYWORDS.test(text)) return null;
  for (const match of text.matchAll(CANDIDATE)) {
    const digits = match[1]?.replace(/[- ]/g, '');
    if (digits) return digits;
  }
  return null;
};
