// The operations CLI's bookkeeping commands (issue 22, decision 0150): our bookkeepers see a
// company's books by month, categorise what is left and close (or reopen) months.
import { monthLabel } from '@charterline/shared/rules/months';
import type { TBooksOverview } from '@charterline/shared/schemas/accounting';
import type { TOpsCommand, TOpsDeps } from './command';

type TUncategorised = {
  id: string;
  date: string;
  description: string;
  amount: number;
  currency: string;
};

/** Minor units with two decimals and the currency (bookkeepers read every currency alike). */
const amountText = (minor: number, currency: string) =>
  `${minor < 0 ? '-' : ' '}${(Math.abs(minor) / 100).toFixed(2)} ${currency}`;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const month = (value: string | undefined, deps: TOpsDeps) => {
  const given = deps.need(value, '<YYYY-MM>');
  if (!MONTH.test(given)) throw deps.fail(`"${given}" is not a month like 2026-09.`);
  return given;
};

const BOOKS: TOpsCommand = {
  name: 'books',
  usage: 'books <company>',
  summary:
    'its books by month (transactions, uncategorised,\nclosed) and whether BOOKKEEPING is active',
  run: async ({ positionals }, { call, companyId, print }) => {
    const id = await companyId(positionals[0]);
    const books = await call<TBooksOverview & { companyName: string }>(
      'GET',
      `/ops/v1/companies/${id}/books`,
    );
    print(books.companyName);
    print(
      `  BOOKKEEPING: ${books.bookkeeping.active ? 'active' : 'not active'}; closed through ${books.bookkeeping.closedThrough ?? '-'}`,
    );
    print(
      `  uncategorised: ${books.uncategorised}; currencies: ${books.currencies.join(', ') || '-'}`,
    );
    if (books.months.length === 0) print('  No transactions yet.');
    for (const m of books.months) {
      print(
        `  ${m.month}  ${String(m.transactions).padStart(6)} transactions  ${String(m.uncategorised).padStart(5)} uncategorised  ${m.closed ? 'closed' : 'open'}`,
      );
    }
    return 0;
  },
};

const UNCATEGORISED: TOpsCommand = {
  name: 'books uncategorised',
  usage: 'books uncategorised <company> [--month YYYY-MM]',
  summary: 'the uncategorised transactions (id, date, amount)',
  run: async ({ positionals, options }, deps) => {
    const id = await deps.companyId(positionals[0]);
    const query = options.month ? `?month=${month(options.month, deps)}` : '';
    const rows = await deps.call<TUncategorised[]>(
      'GET',
      `/ops/v1/companies/${id}/books/uncategorised${query}`,
    );
    if (rows.length === 0) deps.print('Nothing to categorise.');
    for (const t of rows) {
      deps.print(
        [t.id, t.date, amountText(t.amount, t.currency).padStart(16), t.description].join('  '),
      );
    }
    return 0;
  },
};

const CATEGORISE: TOpsCommand = {
  name: 'books categorise',
  usage: 'books categorise <transactionId> <category key or name>',
  summary: 'categorise one (not in a closed month)',
  run: async ({ positionals }, { call, need, print }) => {
    const transactionId = need(positionals[0], '<transactionId>');
    const category = need(positionals.slice(1).join(' ').trim() || undefined, '<category>');
    const done = await call<{ date: string; description: string; category: string }>(
      'POST',
      `/ops/v1/books/transactions/${transactionId}/categorise`,
      { category },
    );
    print(`${done.date}  ${done.description} → ${done.category}`);
    return 0;
  },
};

const CLOSE: TOpsCommand = {
  name: 'books close',
  usage: 'books close <company> <YYYY-MM> [--force]',
  summary: [
    'close a month (refused while transactions are',
    'uncategorised, unless --force); tells the customer',
  ].join('\n'),
  run: async ({ positionals, options }, deps) => {
    const id = await deps.companyId(positionals[0]);
    const which = month(positionals[1], deps);
    const done = await deps.call<{ uncategorised: number }>(
      'POST',
      `/ops/v1/companies/${id}/books/months/${which}/close`,
      { force: Boolean(options.force) },
    );
    deps.print(
      `Closed ${monthLabel(which)}; the customer is told.${done.uncategorised > 0 ? ` (${done.uncategorised} left uncategorised: --force)` : ''}`,
    );
    return 0;
  },
};

const REOPEN: TOpsCommand = {
  name: 'books reopen',
  usage: 'books reopen <company> <YYYY-MM>',
  summary: 'reopen a closed month',
  run: async ({ positionals }, deps) => {
    const id = await deps.companyId(positionals[0]);
    const which = month(positionals[1], deps);
    await deps.call('POST', `/ops/v1/companies/${id}/books/months/${which}/reopen`);
    deps.print(`Reopened ${monthLabel(which)}.`);
    return 0;
  },
};

export const BOOKS_COMMANDS: TOpsCommand[] = [BOOKS, UNCATEGORISED, CATEGORISE, CLOSE, REOPEN];
