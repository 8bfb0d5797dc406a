import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';
import { callsPath } from '../api/get-phone-calls';
import { textsPath } from '../api/get-phone-texts';
import { callOf, lineOf, PHONE, phoneRoutes, summaryOf, textOf } from '../phone-fixtures';

const PHONE_TAB = '/dashboard/communication?tab=phone';

describe('the Phone tab', () => {
  setUpRouteTests();

  it('explains the US number and sells it at the offered price', async () => {
    signIn();
    const api = mockApi(phoneRoutes({ summary: summaryOf({ line: null }) }));
    renderRoute(PHONE_TAB);
    expect(
      await screen.findByRole('heading', { name: 'A US phone number for your company' }),
    ).toBeTruthy();
    expect(screen.getByText(/verification codes by text/)).toBeTruthy();
    expect(await screen.findByText(/\$69\.00 a year/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get a US phone number' })).toBeTruthy();
    // No line: neither texts nor calls are asked for.
    expect(api.calls.some((c) => c.path.startsWith(`${PHONE}/`))).toBe(false);
    expect(api.unanswered).toEqual([]);
  });

  it('says the number is being set up and shows it once assigned, without a reload', async () => {
    signIn();
    let asked = 0;
    mockApi({
      ...phoneRoutes(),
      [`GET ${PHONE}`]: () => {
        asked += 1;
        return { data: asked < 2 ? summaryOf({ line: null, pending: true }) : summaryOf() };
      },
    });
    renderRoute(PHONE_TAB);
    expect(
      await screen.findByRole('heading', { name: 'We are setting up your number…' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Get a US phone number' })).toBeNull();
    expect(await screen.findByText('(307) 555-0142')).toBeTruthy();
    expect(asked).toBe(2);
  });

  it('shows the number, the credit and the texts; a code copies in one click', async () => {
    signIn();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const texts = [
      textOf(),
      textOf({ id: 't0', code: null, body: 'Welcome to Mercury', readAt: '2026-11-01T00:00:00Z' }),
      textOf({
        id: 't-1',
        direction: 'outbound',
        from: '+13075550142',
        to: '+14155550100',
        code: null,
        body: 'Thanks, got it',
        readAt: '2026-10-31T00:00:00Z',
      }),
    ];
    const api = mockApi(phoneRoutes({ texts }));
    renderRoute(PHONE_TAB);
    expect(await screen.findByText('(307) 555-0142')).toBeTruthy();
    expect(screen.getByText('$4.95 credit')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add credit' })).toBeTruthy();
    expect(await screen.findByText(/adds \$15\.00/)).toBeTruthy();

    const list = await screen.findByRole('list', { name: 'Texts' });
    const [unread, read, sent] = within(list).getAllByRole('listitem');
    // A text sent from the number says to whom, and is never "New".
    expect(within(sent!).getByText('Sent to')).toBeTruthy();
    expect(within(sent!).getByText('(415) 555-0100')).toBeTruthy();
    expect(within(unread!).getByText('(415) 555-0100')).toBeTruthy();
    expect(within(unread!).getByText('482913')).toBeTruthy();
    expect(within(read!).queryByRole('button', { name: /Copy code/ })).toBeNull();
    // Shown, so marked read on the server; still "New" while the tab is open.
    await waitFor(() => expect(api.callTo(`${PHONE}/texts/read`)?.method).toBe('POST'));
    expect(within(unread!).getByText('New')).toBeTruthy();
    expect(within(read!).queryByText('New')).toBeNull();
    expect(within(sent!).queryByText('New')).toBeNull();

    fireEvent.click(within(unread!).getByRole('button', { name: 'Copy code 482913' }));
    expect(await within(unread!).findByText('Copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('482913');

    fireEvent.click(screen.getByRole('button', { name: 'Copy number (307) 555-0142' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('+13075550142'));
    expect(api.unanswered).toEqual([]);
  });

  it('says when there are no texts or calls yet', async () => {
    signIn();
    mockApi(phoneRoutes());
    renderRoute(PHONE_TAB);
    expect(await screen.findByText('No texts yet')).toBeTruthy();
    expect(await screen.findByText('No calls yet')).toBeTruthy();
    expect(screen.getByText('Calls go to voicemail.')).toBeTruthy();
  });

  it('saves a forwarding number and shows the refusal next to the field', async () => {
    signIn();
    const api = mockApi({
      ...phoneRoutes(),
      [`PATCH ${PHONE}/line`]: (body) =>
        (body as { forwardTo?: string }).forwardTo === '+13075550142'
          ? {
              status: 400,
              message: 'Calls cannot be forwarded to this same number.',
              errors: [
                {
                  code: 'PHONE_FORWARD_TO_SELF',
                  message: 'Calls cannot be forwarded to this same number.',
                },
              ],
            }
          : { data: lineOf({ forwardTo: '+14155550123' }) },
    });
    renderRoute(PHONE_TAB);
    const field = await screen.findByLabelText('Forward calls to');
    const save = screen.getByRole('button', { name: 'Save forwarding number' });

    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.click(save);
    expect(await screen.findByText(/valid phone number/)).toBeTruthy();
    expect(api.callTo(`${PHONE}/line`)).toBeUndefined();

    fireEvent.change(field, { target: { value: '(307) 555-0142' } });
    fireEvent.click(save);
    const error = await screen.findByText('Calls cannot be forwarded to this same number.');
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field, { target: { value: '(415) 555-0123' } });
    fireEvent.click(save);
    expect(await screen.findByText('Calls are forwarded to (415) 555-0123.')).toBeTruthy();
    expect(api.callTo(`${PHONE}/line`)?.body).toEqual({ forwardTo: '+14155550123' });
    expect(screen.getByRole('button', { name: 'Stop forwarding' })).toBeTruthy();
  });

  it('refuses forwarding or texting outside the allowed countries next to the field (issue 33)', async () => {
    signIn();
    const api = mockApi({
      ...phoneRoutes(),
      [`PATCH ${PHONE}/line`]: {
        status: 400,
        message: 'We cannot text or forward calls to numbers in Guernsey.',
        errors: [
          {
            code: 'PHONE_DESTINATION_NOT_ALLOWED',
            message: 'We cannot text or forward calls to numbers in Guernsey.',
            field: 'forwardTo',
          },
        ],
      },
    });
    renderRoute(PHONE_TAB);
    const field = await screen.findByLabelText('Forward calls to');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByText(/^A number in United States, Canada,? and United Kingdom\./),
    ).toBeTruthy();
    // Nigeria is not allowed: refused here, the API is not asked.
    fireEvent.change(field, { target: { value: '+234 803 123 4567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save forwarding number' }));
    const error = await screen.findByText(
      'We cannot text or forward calls to numbers in Nigeria. Allowed: United States, Canada, United Kingdom.',
    );
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.callTo(`${PHONE}/line`)).toBeUndefined();
    // The API's refusal lands on the field too.
    fireEvent.change(field, { target: { value: '+44 7400 123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save forwarding number' }));
    const refused = await screen.findByText(
      'We cannot text or forward calls to numbers in Guernsey.',
    );
    expect(field.getAttribute('aria-describedby')).toContain(refused.id);
    // The rates by country are listed.
    const rates = screen.getByRole('table');
    expect(within(rates).getByRole('row', { name: 'United Kingdom $0.08 $0.06' })).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Send a text' });
    // The price shows as the text is written: 1,600 Unicode characters to the UK, 24 parts.
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '+44 7400 123456' } });
    fireEvent.change(within(form).getByLabelText('Message'), {
      target: { value: 'ł'.repeat(1_600) },
    });
    expect(within(form).getByText('24 parts, $1.92 to United Kingdom')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '+592 600 1234' } });
    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: 'Hello' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send text' }));
    expect(await within(form).findByText(/numbers in Guyana\./)).toBeTruthy();
    expect(api.callTo(`${PHONE}/texts/send`)).toBeUndefined();
  });

  it('turns the e-mail on a text or voicemail off with the switch', async () => {
    signIn();
    const api = mockApi({
      ...phoneRoutes(),
      [`PATCH ${PHONE}/line`]: { data: lineOf({ notifyByEmail: false }) },
    });
    renderRoute(PHONE_TAB);
    const toggle = await screen.findByRole('switch', {
      name: 'E-mail me when a text or voicemail arrives',
    });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(api.callTo(`${PHONE}/line`)?.body).toEqual({ notifyByEmail: false });
  });

  it('lists calls with their outcome, and plays a voicemail with its transcript', async () => {
    signIn();
    // jsdom has no blob URLs: the recording's is made up.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:voicemail';
        static override revokeObjectURL = () => undefined;
      },
    );
    const api = mockApi({
      ...phoneRoutes({
        calls: [
          callOf({
            id: 'k2',
            outcome: 'voicemail',
            durationSeconds: 65,
            transcript: 'Hi, this is the bank calling about your account.',
            hasRecording: true,
          }),
          callOf({ outcome: 'forwarded', durationSeconds: 42, from: '+14155550111' }),
          callOf({ id: 'k3' }),
        ],
      }),
      [`GET ${PHONE}/calls/k2/recording`]: { data: 'audio' },
    });
    renderRoute(PHONE_TAB);
    const list = await screen.findByRole('list', { name: 'Calls' });
    const [voicemail, forwarded, missed] = within(list).getAllByRole('listitem');
    expect(within(voicemail!).getByText('Voicemail')).toBeTruthy();
    expect(within(voicemail!).getByText('1 min 5 s')).toBeTruthy();
    expect(within(voicemail!).getByText(/the bank calling/)).toBeTruthy();
    expect(within(forwarded!).getByText('Forwarded')).toBeTruthy();
    expect(within(forwarded!).getByText('42 s')).toBeTruthy();
    expect(within(missed!).getByText('Missed')).toBeTruthy();
    expect(within(missed!).queryByRole('button', { name: /Play voicemail/ })).toBeNull();

    fireEvent.click(
      within(voicemail!).getByRole('button', { name: 'Play voicemail from (415) 555-0199' }),
    );
    const audio = await within(voicemail!).findByLabelText('Voicemail from (415) 555-0199');
    expect(audio.getAttribute('src')).toBe('blob:voicemail');
    const recording = api.callTo(`${PHONE}/calls/k2/recording`);
    expect(recording?.headers.get('authorization')).toBe('Bearer access-1');
  });

  it('sends a text, with the refusal of the message next to its field', async () => {
    signIn();
    const api = mockApi({
      ...phoneRoutes(),
      [`POST ${PHONE}/texts/send`]: {
        status: 400,
        message: 'Not enough credit',
        errors: [{ code: 'VALIDATION_ERROR', message: 'Message is too long', field: 'body' }],
      },
    });
    renderRoute(PHONE_TAB);
    const form = await screen.findByRole('form', { name: 'Send a text' });
    expect(
      within(form).getByText(
        /Countries you can text: United States, Canada,? and United Kingdom\. .* \(\$4\.95 left\)/,
      ),
    ).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '(415) 555-0123' } });
    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: 'Hello' } });
    expect(within(form).getByText('1 part, $0.05 to United States')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Send text' }));
    expect(await within(form).findByText('Message is too long')).toBeTruthy();
    expect(api.callTo(`${PHONE}/texts/send`)?.body).toEqual({ to: '+14155550123', body: 'Hello' });
  });

  it('offers Try again when the texts fail to load', async () => {
    signIn();
    let failing = true;
    mockApi({
      ...phoneRoutes({ texts: [textOf({ readAt: '2026-11-03T15:00:00Z' })] }),
      [`GET ${textsPath(1)}`]: () =>
        failing
          ? { status: 400, message: 'Bad request' }
          : {
              data: {
                items: [textOf({ readAt: '2026-11-03T15:00:00Z' })],
                total: 1,
                page: 1,
                pageSize: 20,
              },
            },
      [`GET ${callsPath(1)}`]: { data: { items: [], total: 0, page: 1, pageSize: 20 } },
    });
    renderRoute(PHONE_TAB);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your texts could not be loaded.')).toBeTruthy();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('482913')).toBeTruthy();
  });
});
