// The operations CLI's bookkeeping commands (issue 22, decision 0150): our bookkeepers see a
// company's books by month, categorise what is left and close (or reopen) months.
import { monthLabel } from '@charterline/shared/rules/months';
import type { TBooksOverview } from '@charterline/shared/schemas/accounting';

export const BOOKS_HELP = `  books <company>                          its books by month (transactions, uncategorised,
                                           closed) and whether BOOKKEEPING is active
  books uncategorised <company> [--month YYYY-MM]
                                           the uncategorised transactions (id, date, amount)
  books categorise <transactionId> <category key or name>
                                           categorise one (not in a closed month)
  books close <company> <YYYY-MM> [--force]
                                           close a month (refused while transactions are
                                           uncategorised, unless --force); tells the customer
  books reopen <company> <YYYY-MM>         reopen a closed month`;

export type TBooksDeps = {
  call: <T>(method: string, path: string, body?: unknown) => Promise<T>;
  need: (value: string | undefined, what: string) => string;
  companyId: (ref: string | undefined) => Promise<string>;
  fail: (message: string) => Error;
  print: (line: string) => void;
};

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

/** Runs `books …`; null when `command` is another. */
export const runBooksCommand = async (
  command: string,
  args: string[],
  options: { month?: string | undefined; force?: boolean | undefined },
  deps: TBooksDeps,
): Promise<number | null> => {
  if (command !== 'books') return null;
  const month = (value: string | undefined) => {
    const given = deps.need(value, '<YYYY-MM>');
    if (!MONTH.test(given)) throw deps.fail(`"${given}" is not a month like 2026-09.`);
    return given;
  };
  const [sub, ...rest] = args;
  switch (sub) {
    case 'uncategorised': {
      const id = await deps.companyId(rest[0]);
      const query = options.month ? `?month=${month(options.month)}` : '';
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
    }
    case 'categorise': {
      const transactionId = deps.need(rest[0], '<transactionId>');
      const category = deps.need(rest.slice(1).join(' ').trim() || undefined, '<category>');
      const done = await deps.call<{ date: string; description: string; category: string }>(
        'POST',
        `/ops/v1/books/transactions/${transactionId}/categorise`,
        { category },
      );
      deps.print(`${done.date}  ${done.description} → ${done.category}`);
      return 0;
    }
    case 'close': {
      const id = await deps.companyId(rest[0]);
      const which = month(rest[1]);
      const done = await deps.call<{ uncategorised: number }>(
        'POST',
        `/ops/v1/companies/${id}/books/months/${which}/close`,
        { force: Boolean(options.force) },
      );
      deps.print(
        `Closed ${monthLabel(which)}; the customer is told.${done.uncategorised > 0 ? ` (${done.uncategorised} left uncategorised: --force)` : ''}`,
      );
      return 0;
    }
    case 'reopen': {
      const id = await deps.companyId(rest[0]);
      const which = month(rest[1]);
      await deps.call('POST', `/ops/v1/companies/${id}/books/months/${which}/reopen`);
      deps.print(`Reopened ${monthLabel(which)}.`);
      return 0;
    }
    default: {
      const id = await deps.companyId(sub);
      const books = await deps.call<TBooksOverview & { companyName: string }>(
        'GET',
        `/ops/v1/companies/${id}/books`,
      );
      deps.print(books.companyName);
      deps.print(
        `  BOOKKEEPING: ${books.bookkeeping.active ? 'active' : 'not active'}; closed through ${books.bookkeeping.closedThrough ?? '-'}`,
      );
      deps.print(
        `  uncategorised: ${books.uncategorised}; currencies: ${books.currencies.join(', ') || '-'}`,
      );
      if (books.months.length === 0) deps.print('  No transactions yet.');
      for (const m of books.months) {
        deps.print(
          `  ${m.month}  ${String(m.transactions).padStart(6)} transactions  ${String(m.uncategorised).padStart(5)} uncategorised  ${m.closed ? 'closed' : 'open'}`,
        );
      }
      return 0;
    }
  }
};
