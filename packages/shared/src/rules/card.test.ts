import { describe, expect, it } from 'vitest';
import { ZLocalConfirmRequest } from '../schemas/billing';
import {
  cardBrand,
  cardProblems,
  expiryProblem,
  formatCardNumber,
  formatExpiry,
  normaliseCard,
  normaliseExpiry,
  passesLuhn,
} from './card';

const NOW = new Date('2026-05-15T12:00:00Z');

describe('the card number', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 4242 4242 4242', '4242 4242 4242 4242'],
    ['4242-4242-4242-4242', '4242 4242 4242 4242'],
    ['42424', '4242 4'],
    ['4242', '4242'],
    ['', ''],
    ['378282246310005', '3782 822463 10005'],
    ['3782822463100059999', '3782 822463 10005'],
    ['4242424242424242123', '4242 4242 4242 4242 123'],
    ['42424242424242421234', '4242 4242 4242 4242 123'],
  ])('%j is shown as %j', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['9999', 'unknown'],
  ])('%s is %s', (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
  });

  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['4242424242424241', false],
    ['0000000000', false],
  ])('Luhn of %s is %s', (digits, ok) => {
    expect(passesLuhn(digits)).toBe(ok);
  });
});

describe('the expiry', () => {
  it.each([
    ['1', '1'],
    ['12', '12'],
    ['123', '12 / 3'],
    ['1234', '12 / 34'],
    ['12/34', '12 / 34'],
    ['12 / 34', '12 / 34'],
    ['12 / 345', '12 / 34'],
    ['4', '04'],
    ['434', '04 / 34'],
    ['1/', '01'],
    ['1/34', '01 / 34'],
    ['12 /', '12'],
  ])('%j is shown as %j', (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });

  it.each([
    ['1234', '12/34'],
    ['12/34', '12/34'],
    ['12 / 34', '12/34'],
    ['1/34', '01/34'],
    ['12/2034', '12/34'],
    ['123', null],
    ['12', null],
    ['', null],
    ['ab/cd', null],
  ])('%j is sent as %j', (typed, sent) => {
    expect(normaliseExpiry(typed)).toBe(sent);
  });

  it.each([
    ['12 / 34', undefined],
    ['05 / 26', undefined],
    ['04 / 26', 'CARD_EXPIRED'],
    ['12 / 25', 'CARD_EXPIRED'],
    ['13 / 30', 'CARD_EXPIRY_MONTH_INVALID'],
    ['00 / 30', 'CARD_EXPIRY_MONTH_INVALID'],
    ['12 / 3', 'CARD_EXPIRY_INCOMPLETE'],
    ['', 'CARD_EXPIRY_INCOMPLETE'],
  ])('%j on 15 May 2026: %s', (typed, problem) => {
    expect(expiryProblem(typed, NOW)).toBe(problem);
  });
});

describe('the whole card', () => {
  const good = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

  it.each([
    [{}, {}],
    [{ cardNumber: '4242 4242 4242' }, { cardNumber: 'CARD_NUMBER_INCOMPLETE' }],
    [{ cardNumber: '4242 4242 4242 4241' }, { cardNumber: 'CARD_NUMBER_INVALID' }],
    [{ cardNumber: '4242 4242 4242 424x' }, { cardNumber: 'CARD_NUMBER_INVALID' }],
    [{ cardNumber: '' }, { cardNumber: 'CARD_NUMBER_INCOMPLETE' }],
    [{ expiry: '13 / 34' }, { expiry: 'CARD_EXPIRY_MONTH_INVALID' }],
    [{ expiry: '01 / 20' }, { expiry: 'CARD_EXPIRED' }],
    [{ cvc: '12' }, { cvc: 'CARD_CVC_INCOMPLETE' }],
    [{ cvc: '1234' }, { cvc: 'CARD_CVC_INCOMPLETE' }],
    [{ cardNumber: '3782 822463 10005', cvc: '1234' }, {}],
    [{ cardNumber: '3782 822463 10005', cvc: '123' }, { cvc: 'CARD_CVC_INCOMPLETE' }],
    [
      { cardNumber: '1', expiry: '', cvc: '' },
      {
        cardNumber: 'CARD_NUMBER_INCOMPLETE',
        expiry: 'CARD_EXPIRY_INCOMPLETE',
        cvc: 'CARD_CVC_INCOMPLETE',
      },
    ],
  ])('%j has the problems %j', (change, problems) => {
    expect(cardProblems({ ...good, ...change }, NOW)).toEqual(problems);
  });

  it('is sent as digits and MM/YY, which the API schema accepts', () => {
    const sent = normaliseCard({ cardNumber: '4242 4242 4242 4242', expiry: '1234', cvc: ' 123' });
    expect(sent).toEqual({ cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' });
    const body = { sessionId: 's', clientSecret: 'c' };
    expect(ZLocalConfirmRequest.safeParse({ ...body, ...sent }).success).toBe(true);
    // Older clients sent the number with spaces: still accepted.
    expect(ZLocalConfirmRequest.safeParse({ ...body, ...good }).success).toBe(true);
  });

  it.each([
    [{ cardNumber: '4242 4242 4242 4241' }, 'cardNumber', 'CARD_NUMBER_INVALID'],
    [{ expiry: '13/34' }, 'expiry', 'CARD_EXPIRY_MONTH_INVALID'],
    [{ expiry: '1' }, 'expiry', 'CARD_EXPIRY_INCOMPLETE'],
    [{ cvc: '1' }, 'cvc', 'CARD_CVC_INCOMPLETE'],
  ])('the API schema refuses %j on %s with %s', (change, field, code) => {
    const result = ZLocalConfirmRequest.safeParse({
      sessionId: 's',
      clientSecret: 'c',
      ...good,
      ...change,
    });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([[field, code]]);
  });
});
