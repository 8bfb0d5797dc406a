import { describe, expect, it } from 'vitest';
import { findVerificationCode } from './verification-code';

describe('findVerificationCode', () => {
  it.each([
    ['Your Chase code is 482913', '482913'],
    ['G-123456 is your Google verification code.', '123456'],
    ['Use 7719 to verify your account', '7719'],
    ['Your verification code is 482 913. It expires in 10 minutes.', '482913'],
    ['Amazon OTP: 331-902. Do not share it.', '331902'],
    ['Your login code: 90210547', '90210547'],
    ['PIN 4821 for Stripe', '4821'],
    ['Your balance is $1,234.56', null],
    ['Call 555-0142', null],
    ['Your code is on its way, call 555-0142 for help', null],
    ['Your security code was used to pay $1234.00', null],
    ['Meeting at 1530 tomorrow', null],
    ['Your code is 12', null],
    ['Confirmation 2026-11-03 for order 123', null],
    ['', null],
  ])('%j → %j', (text, code) => {
    expect(findVerificationCode(text)).toBe(code);
  });
});
