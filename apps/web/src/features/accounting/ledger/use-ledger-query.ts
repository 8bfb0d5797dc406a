import { z } from 'zod';
import { TRANSACTION_SORT_FIELDS } from '@charterline/shared/schemas/accounting';
import { urlParam, useUrlState } from '@/lib/url-state';
import { DEFAULT_LEDGER_SORT, UNCATEGORISED, type TLedgerQuery } from '../api/transactions';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SORT = new RegExp(`^(${TRANSACTION_SORT_FIELDS.join('|')}),(asc|desc)$`);
const ID = /^[0-9a-f-]{36}$/i;

/** The list's filters in the address (`account`, `category`: ids; `category=none`: none). */
const ZLedgerAddress = z.object({
  q: urlParam.text(true),
  account: urlParam.matching(ID),
  category: urlParam.matching(new RegExp(`${ID.source}|^${UNCATEGORISED}$`, 'i')),
  // `?uncategorised=true` is how the overview and the reports link here.
  uncategorised: urlParam.flag(),
  from: urlParam.matching(DAY),
  to: urlParam.matching(DAY),
  page: urlParam.page(0),
  sort: urlParam.matching(SORT, DEFAULT_LEDGER_SORT),
});

/**
 * The Transactions tab's filters, sort and page live in the URL (a link or a reload shows
 * the same list); `tab` and anything else there is kept. A new filter goes back to page one.
 */
export const useLedgerQuery = () => {
  const { state, setState } = useUrlState(ZLedgerAddress, { replace: true });
  const { account, category, uncategorised, ...rest } = state;
  const query: TLedgerQuery = {
    ...rest,
    accountId: account,
    categoryId: category || (uncategorised ? UNCATEGORISED : ''),
  };
  const setQuery = (change: Partial<TLedgerQuery>) => {
    const { accountId, categoryId, ...others } = { ...query, page: 0, ...change };
    setState({ ...others, account: accountId, category: categoryId, uncategorised: false });
  };
  const clearFilters = () =>
    setQuery({ q: '', accountId: '', categoryId: '', from: '', to: '', page: 0 });
  return { query, setQuery, clearFilters };
};
