import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TBooksOverview,
  TCashReport,
  TForm5472Summary,
  TProfitAndLoss,
} from '@charterline/shared/schemas/accounting';
import { apiDownload, apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { saveBlob } from '@/lib/save-blob';
import { toast } from '@/lib/toast';

export const ACCOUNTING_PATH = '/client/company/v7/accounting';
const REPORTS_PATH = `${ACCOUNTING_PATH}/reports`;

/** What every report asks for: the period (YYYY-MM-DD, both days included) and the currency. */
export type TReportPeriodQuery = { from: string; to: string; currency: string };

const reportParams = (query: TReportPeriodQuery): string =>
  new URLSearchParams({ from: query.from, to: query.to, currency: query.currency }).toString();

export const pnlPath = (query: TReportPeriodQuery, ext = ''): string =>
  `${REPORTS_PATH}/pnl${ext}?${reportParams(query)}`;
export const cashPath = (query: TReportPeriodQuery, ext = ''): string =>
  `${REPORTS_PATH}/cash${ext}?${reportParams(query)}`;
export const form5472Path = (year: number, ext = ''): string =>
  `${REPORTS_PATH}/form-5472${ext}?year=${year}`;

/**
 * The currencies the books hold (GET /overview): the reports offer a currency choice only
 * when there is more than one. The overview's other fields are the accounting page's.
 */
export const useReportCurrencies = () =>
  useQuery({
    queryKey: queryKeys.booksOverview.detail('current'),
    queryFn: ({ signal }) => apiRequest<TBooksOverview>(`${ACCOUNTING_PATH}/overview`, { signal }),
    select: (overview) => overview.currencies,
  });

/** The previous period's figures stay on screen while the next period's load. */
export const useProfitAndLoss = (query: TReportPeriodQuery | null) =>
  useQuery({
    queryKey: queryKeys.booksReports.list({ report: 'pnl', ...query }),
    queryFn: ({ signal }) => apiRequest<TProfitAndLoss>(pnlPath(query!), { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

export const useCashReport = (query: TReportPeriodQuery | null) =>
  useQuery({
    queryKey: queryKeys.booksReports.list({ report: 'cash', ...query }),
    queryFn: ({ signal }) => apiRequest<TCashReport>(cashPath(query!), { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

export const useForm5472 = (year: number) =>
  useQuery({
    queryKey: queryKeys.booksReports.list({ report: 'form-5472', year }),
    queryFn: ({ signal }) => apiRequest<TForm5472Summary>(form5472Path(year), { signal }),
    placeholderData: keepPreviousData,
  });

/**
 * A report file (CSV or PDF) saved under `fileName`: the token goes in a header, so a plain
 * link cannot fetch it. Saved like the invoices export (lib/save-blob).
 */
export const downloadReport = async (path: string, fileName: string): Promise<void> => {
  const blob = await apiDownload(path).catch(() => null);
  if (!blob) {
    toast.error('The export could not be downloaded. Please try again.');
    return;
  }
  saveBlob(blob, fileName);
};
