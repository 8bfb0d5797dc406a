import { TRANSACTION_SORT_FIELDS } from '@charterline/shared/schemas/accounting';
import { useSearchParams } from 'react-router';
import { DEFAULT_LEDGER_SORT, type TLedgerQuery } from '../api/transactions';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SORT = new RegExp(`^(${TRANSACTION_SORT_FIELDS.join('|')}),(asc|desc)$`);
const ID = /^[0-9a-f-]{36}$|^none$/i;

/** The list's filters from the address; what is not understood is left out. */
export const ledgerQueryOf = (params: URLSearchParams): TLedgerQuery => {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const sort = params.get('sort') ?? '';
  const account = params.get('account') ?? '';
  // `?uncategorised=true` is how the overview and the reports link here.
  const category = params.get('category') ?? (params.get('uncategorised') === 'true' ? 'none' : '');
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() ?? '',
    accountId: ID.test(account) && account !== 'none' ? account : '',
    categoryId: ID.test(category) ? category : '',
    from: DAY.test(from) ? from : '',
    to: DAY.test(to) ? to : '',
    page: Number.isInteger(page) && page > 0 ? page : 0,
    sort: SORT.test(sort) ? sort : DEFAULT_LEDGER_SORT,
  };
};

/**
 * The Transactions tab's filters, sort and page live in the URL (a link or a reload shows
 * the same list); `tab` and anything else there is kept. A new filter goes back to page one.
 */
export const useLedgerQuery = () => {
  const [params, setParams] = useSearchParams();
  const query = ledgerQueryOf(params);
  const setQuery = (change: Partial<TLedgerQuery>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('uncategorised');
        const merged = { ...query, page: 0, ...change };
        const values: Record<string, string> = {
          q: merged.q,
          account: merged.accountId,
          category: merged.categoryId,
          from: merged.from,
          to: merged.to,
          page: merged.page > 0 ? String(merged.page) : '',
          sort: merged.sort === DEFAULT_LEDGER_SORT ? '' : merged.sort,
        };
        for (const [name, value] of Object.entries(values)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  const clearFilters = () =>
    setQuery({ q: '', accountId: '', categoryId: '', from: '', to: '', page: 0 });
  return { query, setQuery, clearFilters };
};
