import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubXhr } from '@/test/fake-xhr';
import { signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';
import {
  ACCOUNT_ID,
  BOOKS,
  booksRoutes,
  DONE_REPORT,
  IMPORT_ID,
  importOf,
  previewOf,
} from '../accounting-fixtures';

// Issue 36 (minor), decision 0184: skipped rows are said neutrally (not "unreadable", never
// "Line 2: Line 2:"), a pending row is skipped, remembered columns skip their step.

const PAGE = '/dashboard/accounting/import';
const ONE = `${BOOKS}/imports/${IMPORT_ID}`;
const AT = (step: string) => `${PAGE}?account=${ACCOUNT_ID}&import=${IMPORT_ID}&step=${step}`;

describe('imports: skipped rows and remembered columns', () => {
  setUpRouteTests();

  it('previews a $0.00 row and a pending one as skipped, in neutral words', async () => {
    signIn();
    const preview = previewOf({
      rows: [
        ...previewOf().rows.slice(0, 2),
        {
          line: 4,
          date: null,
          description: 'Mercury fee',
          amount: null,
          counterparty: null,
          error: null,
          skipped: 'Nothing to book: the amount is 0.00',
          duplicate: false,
        },
        {
          line: 5,
          date: null,
          description: 'Stripe',
          amount: null,
          counterparty: null,
          error: null,
          skipped: 'Pending at the bank: import it again once it has cleared',
          duplicate: false,
        },
      ],
      invalidRows: 0,
      skippedRows: 2,
    });
    mockApi({
      ...booksRoutes(),
      [`GET ${ONE}`]: { data: importOf({ format: 'ofx', columns: [], sampleRows: [] }) },
      [`POST ${ONE}/preview`]: { data: preview },
    });
    renderRoute(AT('preview'));
    expect(
      await screen.findByRole('heading', {
        name: '38 new · 12 already in your books · 2 skipped · 0 unreadable',
      }),
    ).toBeTruthy();
    const rows = screen.getByRole('table', { name: 'The first rows' });
    const fee = within(rows).getByText('Skipped · Nothing to book: the amount is 0.00');
    expect(fee.className).not.toContain('red');
    expect(fee.closest('tr')?.className).not.toContain('bg-red');
    expect(
      within(rows).getByText('Skipped · Pending at the bank: import it again once it has cleared'),
    ).toBeTruthy();
  });

  it('reports skipped rows apart from unreadable ones, each line said once', async () => {
    signIn();
    mockApi({
      ...booksRoutes(),
      [`GET ${ONE}`]: {
        data: importOf({
          status: 'done',
          report: {
            ...DONE_REPORT,
            skipped: 1,
            problems: [
              { line: 2, reason: 'Nothing to book: the amount is 0.00', skipped: true },
              // An import of before: the line was in the reason too.
              { line: 14, reason: 'Line 14: the date 31-02-2026 is not a date' },
            ],
          },
        }),
      },
    });
    renderRoute(AT('import'));
    expect(await screen.findByText('Skipped 1 row with nothing to book yet')).toBeTruthy();
    const skipped = screen.getByText('Line 2: Nothing to book: the amount is 0.00');
    expect(skipped.closest('ul')?.className).not.toContain('red');
    expect(screen.getByText('Line 14: the date 31-02-2026 is not a date')).toBeTruthy();
    expect(screen.queryByText(/Line 14: Line 14/)).toBeNull();
  });

  it('goes straight to the preview with the columns remembered for the account', async () => {
    signIn();
    const xhr = stubXhr();
    const remembered = importOf({ mappingRemembered: true });
    const api = mockApi({
      ...booksRoutes(),
      [`GET ${ONE}`]: { data: remembered },
      [`POST ${ONE}/preview`]: { data: previewOf() },
    });
    const router = renderRoute(`${PAGE}?account=${ACCOUNT_ID}`);
    const input = await screen.findByLabelText('Bank statement (CSV, OFX or QFX)');
    fireEvent.change(input, {
      target: { files: [new File(['Date,Description,Amount\n'], 'dec.csv', { type: 'text/csv' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    act(() => xhr.sent[0]!.respond(200, remembered));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?account=${ACCOUNT_ID}&import=${IMPORT_ID}&step=preview`,
      ),
    );
    expect(
      await screen.findByText('Read with the columns you remembered for this account.'),
    ).toBeTruthy();
    expect(api.callTo(`${ONE}/preview`)?.body).toEqual({ mapping: remembered.suggestedMapping });
    expect(screen.getByRole('button', { name: 'Back to the columns' })).toBeTruthy();
  });
});
