import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  FILED_ON_FUTURE_MESSAGE,
  NOT_APPLICABLE_REASON_MESSAGE,
  PROOF_MAX_BYTES,
  type TObligation,
} from '@charterline/shared/schemas/compliance';
import { complianceOverview, obligation } from '@/test/compliance-page-fixtures';
import { dashboardRoutes, signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

const OPEN = obligation();
const BASE = '/client/company/v7/compliance';
const POST_FILED = `POST ${BASE}/obligations/ob-wy-2027/filed`;
const DETAIL = '/dashboard/compliance?obligation=ob-wy-2027';

/** The page with a list the POSTs change, as the server would. */
const routesWith = (first: TObligation, extra: Record<string, (body: unknown) => TObligation>) => {
  let current = first;
  const posts = Object.fromEntries(
    Object.entries(extra).map(([route, answer]) => [
      route,
      (body: unknown) => {
        current = answer(body);
        return { data: current };
      },
    ]),
  );
  return {
    ...dashboardRoutes(),
    [`GET ${BASE}`]: () => ({ data: complianceOverview([current]) }),
    ...posts,
  };
};

const openDialog = async (button: string, title = button) => {
  const detail = await screen.findByRole('dialog', { name: 'Wyoming annual report 2027' });
  fireEvent.click(within(detail).getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
};

const chooseFile = (dialog: HTMLElement, file: File) =>
  fireEvent.change(within(dialog).getByLabelText('Proof of filing (optional)'), {
    target: { files: [file] },
  });

describe('/dashboard/compliance actions', () => {
  setUpRouteTests();

  it('"File it for me" goes to the offer of its product', async () => {
    signIn();
    mockApi(routesWith(OPEN, {}));
    renderRoute(DETAIL);
    const detail = await screen.findByRole('dialog');
    expect(within(detail).getByRole('link', { name: 'File it for me' }).getAttribute('href')).toBe(
      '/dashboard/billing/offer/wy-annual-report',
    );
  });

  it('shows the service instead of the actions while we file it', async () => {
    signIn();
    const filing = obligation({
      status: 'in_progress',
      fileForMe: { productKey: 'wy-annual-report', serviceId: 'svc-1' },
    });
    mockApi(routesWith(filing, {}));
    renderRoute(DETAIL);
    const detail = await screen.findByRole('dialog');
    expect(detail.textContent).toContain('We are filing it.');
    expect(
      within(detail).getByRole('link', { name: 'Follow the service' }).getAttribute('href'),
    ).toBe('/dashboard/services/svc-1');
    expect(within(detail).queryByRole('button', { name: 'I filed it myself' })).toBeNull();
  });

  it('"I filed it myself" posts the date and the proof in base64, then offers the proof', async () => {
    signIn();
    const api = mockApi({
      ...routesWith(OPEN, {
        [POST_FILED]: () =>
          obligation({ status: 'filed', filedOn: '2026-11-20', proofDocumentId: 'doc-9' }),
      }),
      'GET /client/company/v7/documents': {
        data: [
          {
            id: 'doc-9',
            kind: 'OTHER',
            title: 'Proof of filing',
            fileName: 'receipt.pdf',
            size: 14,
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        ],
      },
      'GET /client/company/v7/documents/doc-9/download': { data: null },
    });
    URL.createObjectURL = vi.fn(() => 'blob:proof');
    renderRoute(DETAIL);
    const dialog = await openDialog('I filed it myself');
    fireEvent.change(within(dialog).getByLabelText('Date filed'), {
      target: { value: '2026-11-20' },
    });
    chooseFile(dialog, new File(['%PDF-1.4 hello'], 'receipt.pdf', { type: 'application/pdf' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as filed' }));
    expect(await screen.findByText('Wyoming annual report marked as filed.')).toBeTruthy();
    expect(api.callTo(`${BASE}/obligations/ob-wy-2027/filed`)?.body).toEqual({
      filedOn: '2026-11-20',
      proof: {
        fileName: 'receipt.pdf',
        contentType: 'application/pdf',
        contentBase64: btoa('%PDF-1.4 hello'),
      },
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'I filed it myself' })).toBeNull(),
    );
    const detail = screen.getByRole('dialog', { name: 'Wyoming annual report 2027' });
    expect(await within(detail).findByText('Filed')).toBeTruthy();
    expect(detail.textContent).toContain('Nov 20, 2026');
    fireEvent.click(within(detail).getByRole('button', { name: /Proof/ }));
    await waitFor(() =>
      expect(api.callTo('/client/company/v7/documents/doc-9/download')).toBeTruthy(),
    );
    expect(within(detail).getByRole('button', { name: 'Undo' })).toBeTruthy();
  });

  it('checks the date and the file before sending, and shows the server’s field errors', async () => {
    signIn();
    const api = mockApi({
      ...routesWith(OPEN, {}),
      [POST_FILED]: {
        status: 400,
        message: 'Some of the information you entered is not valid.',
        errors: [
          {
            code: 'VALIDATION_ERROR',
            message: 'The proof could not be read',
            field: 'proof.contentBase64',
          },
        ],
      },
    });
    renderRoute(DETAIL);
    const dialog = await openDialog('I filed it myself');
    const date = within(dialog).getByLabelText('Date filed');
    fireEvent.change(date, { target: { value: '2999-01-01' } });
    chooseFile(dialog, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as filed' }));
    expect(await within(dialog).findByText(FILED_ON_FUTURE_MESSAGE)).toBeTruthy();
    expect(within(dialog).getByText('The proof must be a PDF, PNG or JPEG file')).toBeTruthy();
    fireEvent.change(date, { target: { value: '2026-11-20' } });
    chooseFile(
      dialog,
      new File([new Uint8Array(PROOF_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as filed' }));
    expect(await within(dialog).findByText('The proof must be 5 MB or smaller')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    chooseFile(dialog, new File(['png'], 'shot.png', { type: 'image/png' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as filed' }));
    const error = await within(dialog).findByText('The proof could not be read');
    expect(error.id.endsWith('-error')).toBe(true);
    expect(
      within(dialog).getByLabelText('Proof of filing (optional)').getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('"Not applicable" needs a reason, then says so and can be undone', async () => {
    signIn();
    const api = mockApi(
      routesWith(OPEN, {
        [`POST ${BASE}/obligations/ob-wy-2027/not-applicable`]: (body) =>
          obligation({
            status: 'not_applicable',
            notApplicableReason: (body as { reason: string }).reason,
          }),
        [`POST ${BASE}/obligations/ob-wy-2027/reopen`]: () => OPEN,
      }),
    );
    renderRoute(DETAIL);
    const dialog = await openDialog('Not applicable', 'Not applicable?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as not applicable' }));
    expect(await within(dialog).findByText(NOT_APPLICABLE_REASON_MESSAGE)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'The LLC was dissolved in 2026' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as not applicable' }));
    expect(await screen.findByText('Wyoming annual report marked as not applicable.')).toBeTruthy();
    expect(api.callTo(`${BASE}/obligations/ob-wy-2027/not-applicable`)?.body).toEqual({
      reason: 'The LLC was dissolved in 2026',
    });
    const detail = screen.getByRole('dialog', { name: 'Wyoming annual report 2027' });
    expect(await within(detail).findByText('The LLC was dissolved in 2026')).toBeTruthy();
    fireEvent.click(within(detail).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Wyoming annual report is open again.')).toBeTruthy();
    expect(await within(detail).findByRole('button', { name: 'I filed it myself' })).toBeTruthy();
  });
});
