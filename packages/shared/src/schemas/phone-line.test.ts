import { describe, expect, it } from 'vitest';
import { ZOpsInboundCall, ZPhoneLinePatch, ZPhonePageQuery, ZPhoneSendText } from './phone-line';

describe('phone-line contracts', () => {
  it('a text to send: a valid number in E.164 and 1–1600 characters', () => {
    expect(ZPhoneSendText.parse({ to: '+44 20 7946 0958', body: ' Hi ' })).toEqual({
      to: '+442079460958',
      body: 'Hi',
    });
    expect(ZPhoneSendText.safeParse({ to: '+1 555', body: 'Hi' }).success).toBe(false);
    expect(ZPhoneSendText.safeParse({ to: '+442079460958', body: '  ' }).success).toBe(false);
    expect(ZPhoneSendText.safeParse({ to: '+442079460958', body: 'x'.repeat(1601) }).success).toBe(
      false,
    );
  });

  it('the line patch: a valid forwarding number (its country is checked by the API), null to stop, something to change', () => {
    expect(ZPhoneLinePatch.parse({ forwardTo: '+33 1 42 68 53 00' })).toEqual({
      forwardTo: '+33142685300',
    });
    expect(ZPhoneLinePatch.parse({ forwardTo: null })).toEqual({ forwardTo: null });
    expect(ZPhoneLinePatch.safeParse({}).success).toBe(false);
    expect(ZPhoneLinePatch.safeParse({ forwardTo: 'tomorrow' }).success).toBe(false);
  });

  it('pages default to 1 × 25 and stay bounded', () => {
    expect(ZPhonePageQuery.parse({})).toEqual({ page: 1, pageSize: 25 });
    expect(ZPhonePageQuery.safeParse({ pageSize: '101' }).success).toBe(false);
  });

  it('an ops call: voicemail seconds bounded', () => {
    expect(
      ZOpsInboundCall.safeParse({ to: '+13075550100', from: '+1415', voicemailSeconds: 601 })
        .success,
    ).toBe(false);
  });
});
