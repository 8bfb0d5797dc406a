import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IMPORT_FILE_MESSAGE } from '@charterline/shared/schemas/accounting';
import { stubXhr } from '@/test/fake-xhr';
import { signIn } from '@/test/fixtures';
import { setViewportWidth } from '@/test/match-media';
import { mockApi, type TMockAnswer } from '@/test/mock-api';
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

const PAGE = '/dashboard/accounting/import';
const ONE = `${BOOKS}/imports/${IMPORT_ID}`;
const AT = (step: string) => `${PAGE}?account=${ACCOUNT_ID}&import=${IMPORT_ID}&step=${step}`;

const amountCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.lastElementChild?.textContent);

describe('/dashboard/accounting/import', () => {
  setUpRouteTests();

  it('checks the file first, then uploads it with a progress bar and goes on to the columns', async () => {
    signIn();
    const xhr = stubXhr();
    mockApi({ ...booksRoutes(), [`GET ${ONE}`]: { data: importOf() } });
    const router = renderRoute(`${PAGE}?account=${ACCOUNT_ID}`);
    expect(await screen.findByRole('heading', { name: 'Choose the statement' })).toBeTruthy();
    expect((screen.getByLabelText('Account') as HTMLSelectElement).value).toBe(ACCOUNT_ID);
    const input = screen.getByLabelText('Bank statement (CSV, OFX or QFX)');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'statement.pdf')] } });
    expect(await screen.findByText(IMPORT_FILE_MESSAGE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(xhr.sent).toHaveLength(0);

    const csv = new File(['Date,Description,Amount\n'], 'mercury-nov.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [csv] } });
    await waitFor(() => expect(screen.queryByText(IMPORT_FILE_MESSAGE)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    const sent = xhr.sent[0]!;
    expect(sent.url).toContain(`${BOOKS}/imports`);
    expect([...sent.body!.keys()]).toEqual(['accountId', 'file']);
    expect(sent.body!.get('accountId')).toBe(ACCOUNT_ID);
    act(() => sent.progress(50, 100));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    act(() => sent.respond(200, importOf()));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?account=${ACCOUNT_ID}&import=${IMPORT_ID}&step=columns`,
      ),
    );
    expect(await screen.findByText(/We recognised a Mercury export/)).toBeTruthy();
  });

  it('says what the server could not read, next to the file', async () => {
    signIn();
    const xhr = stubXhr();
    mockApi(booksRoutes());
    renderRoute(`${PAGE}?account=${ACCOUNT_ID}`);
    const input = await screen.findByLabelText('Bank statement (CSV, OFX or QFX)');
    fireEvent.change(input, { target: { files: [new File(['x'], 'broken.ofx')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    const message = 'We could not read this file. Upload a CSV, OFX or QFX bank statement.';
    act(() =>
      xhr.sent[0]!.respond(400, { message, errors: [{ code: 'IMPORT_FILE_UNREADABLE', message }] }),
    );
    expect(await screen.findByText(message)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('prefills the columns, reads the first rows live (inverted, split), then previews and imports', async () => {
    signIn();
    let polls = 0;
    const running = importOf({
      status: 'running',
      progress: { processedRows: 12_000, totalRows: 50_000 },
    });
    const done = importOf({
      status: 'done',
      progress: { processedRows: 50_000, totalRows: 50_000 },
      report: DONE_REPORT,
    });
    const api = mockApi({
      ...booksRoutes(),
      [`GET ${ONE}`]: (): TMockAnswer => {
        polls += 1;
        return { data: polls === 1 ? importOf() : polls === 2 ? running : done };
      },
      [`POST ${ONE}/preview`]: { data: previewOf() },
      [`POST ${ONE}/commit`]: { data: importOf({ status: 'queued' }) },
    });
    const router = renderRoute(AT('columns'));
    expect(await screen.findByText('Step 2 of 4 · Columns')).toBeTruthy();
    expect(((await screen.findByLabelText('Date column')) as HTMLSelectElement).value).toBe(
      'Date (UTC)',
    );
    const format = screen.getByLabelText('Date format') as HTMLSelectElement;
    expect(format.value).toBe('MM-DD-YYYY');
    expect(
      within(format).getByRole('option', { name: 'MM-DD-YYYY — 11-03-2026 → 3 Nov 2026' }),
    ).toBeTruthy();
    expect(
      within(format).getByRole('option', { name: 'DD-MM-YYYY — 11-03-2026 → 11 Mar 2026' }),
    ).toBeTruthy();
    expect((screen.getByLabelText('Description column') as HTMLSelectElement).value).toBe(
      'Description',
    );
    expect((screen.getByLabelText('Amount column') as HTMLSelectElement).value).toBe('Amount');
    const table = screen.getByRole('table', { name: 'How the first rows read' });
    expect(amountCells(table)).toEqual(['+$1,200.50', '−$45.10']);
    expect(within(table).getByText('3 Nov 2026')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Money out is positive in this file'));
    expect(amountCells(table)).toEqual(['−$1,200.50', '+$45.10']);
    fireEvent.click(screen.getByLabelText('Money out and money in columns'));
    expect(screen.queryByLabelText('Amount column')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findAllByText('Choose a column', { selector: '[role=alert]' }),
    ).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Money out column'), { target: { value: 'Money out' } });
    fireEvent.change(screen.getByLabelText('Money in column'), { target: { value: 'Money in' } });
    expect(amountCells(table)).toEqual(['+$1,200.50', '−$45.10']);

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.search).toContain('step=preview'));
    const mapping = {
      dateColumn: 'Date (UTC)',
      dateFormat: 'MM-DD-YYYY',
      descriptionColumn: 'Description',
      counterpartyColumn: 'Counterparty',
      amount: { mode: 'split', debitColumn: 'Money out', creditColumn: 'Money in' },
      decimalSeparator: '.',
      statusColumn: null,
    };
    expect(api.callTo(`${ONE}/preview`)?.body).toEqual({ mapping });
    expect(
      await screen.findByRole('heading', {
        name: '38 new · 12 already in your books · 1 unreadable',
      }),
    ).toBeTruthy();
    expect(screen.getByText('3 Sep – 28 Nov 2026')).toBeTruthy();
    expect(screen.getByText('$5,000.00')).toBeTruthy();
    expect(screen.getByText('$1,200.00')).toBeTruthy();
    const rows = screen.getByRole('table', { name: 'The first rows' });
    expect(
      within(within(rows).getByRole('row', { name: /AWS/ })).getByText('Already imported'),
    ).toBeTruthy();
    expect(within(rows).getByText('The date 31-02-2026 is not a date')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Import 38 transactions' }));
    await waitFor(() => expect(router.state.location.search).toContain('step=import'));
    expect(api.callTo(`${ONE}/commit`)?.body).toEqual({ mapping, rememberMapping: true });
    const bar = await screen.findByRole('progressbar');
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('12000'));
    expect(bar.getAttribute('aria-valuemax')).toBe('50000');
    expect(screen.getByText('Importing… 12,000 of 50,000 rows')).toBeTruthy();

    // The next poll (500 ms later) finds the job done: the report.
    expect(await screen.findByRole('heading', { name: 'Imported 38 transactions' })).toBeTruthy();
    expect(screen.getByText('Skipped 12 already in your books')).toBeTruthy();
    expect(screen.getByText('1 row could not be read')).toBeTruthy();
    expect(screen.getByText('Line 14: The date 31-02-2026 is not a date')).toBeTruthy();
    expect(screen.getByText('9 categorised by your rules')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to transactions' }).getAttribute('href')).toBe(
      `/dashboard/accounting?tab=transactions&account=${ACCOUNT_ID}`,
    );
    expect(screen.getByRole('button', { name: 'Undo this import' })).toBeTruthy();
  });

  it('reads the first rows as cards on a phone', async () => {
    setViewportWidth(390);
    signIn();
    mockApi({ ...booksRoutes(), [`GET ${ONE}`]: { data: importOf() } });
    renderRoute(AT('columns'));
    const list = await screen.findByRole('list', { name: 'How the first rows read' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the refusal of a mapping by the columns', async () => {
    signIn();
    const message = 'Choose the columns for the date, the description and the amount.';
    mockApi({
      ...booksRoutes(),
      [`GET ${ONE}`]: { data: importOf() },
      [`POST ${ONE}/preview`]: {
        status: 400,
        message,
        errors: [{ code: 'IMPORT_MAPPING_INVALID', message, field: 'mapping.dateColumn' }],
      },
    });
    renderRoute(AT('columns'));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const field = screen.getByLabelText('Date column');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('skips the columns of an OFX file and says when nothing is new', async () => {
    signIn();
    const ofx = importOf({
      format: 'ofx',
      columns: [],
      sampleRows: [],
      suggestedMapping: null,
      recognisedBank: null,
    });
    const api = mockApi({
      ...booksRoutes(),
      [`GET ${ONE}`]: { data: ofx },
      [`POST ${ONE}/preview`]: {
        data: previewOf({ newRows: 0, duplicateRows: 51, invalidRows: 0 }),
      },
    });
    renderRoute(AT('columns'));
    expect(await screen.findByText('Step 3 of 4 · Preview')).toBeTruthy();
    const button = await screen.findByRole('button', {
      name: 'Nothing new to import — this statement is already in your books',
    });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(api.callTo(`${ONE}/preview`)?.body).toEqual({ mapping: null });
    expect(screen.queryByRole('button', { name: 'Back to the columns' })).toBeNull();
  });

  it('says why an import failed and offers Try again', async () => {
    signIn();
    mockApi({
      ...booksRoutes(),
      [`GET ${ONE}`]: {
        data: importOf({ status: 'failed', error: 'The file ended in the middle of a row.' }),
      },
    });
    renderRoute(AT('import'));
    expect(await screen.findByText('The file ended in the middle of a row.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      `${PAGE}?account=${ACCOUNT_ID}`,
    );
  });
});
