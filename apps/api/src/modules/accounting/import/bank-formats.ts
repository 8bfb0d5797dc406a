import type { TCsvMapping, TDateFormat } from '@charterline/shared/schemas/accounting';
import { guessDateFormat } from './dates';

type TBankFormat = {
  bank: string;
  /** Headers that, all present, say the file is this bank's export. */
  signature: string[];
  mapping: Omit<TCsvMapping, 'dateFormat'> & { dateFormat: TDateFormat };
};

/**
 * The CSV exports of the banks our customers use most (see test/fixtures/bank/README.md for
 * where each layout comes from). Matched on header names, case-insensitively.
 */
export const BANK_FORMATS: TBankFormat[] = [
  {
    bank: 'Mercury',
    signature: ['Date (UTC)', 'Description', 'Amount', 'Status', 'Bank Description'],
    mapping: {
      dateColumn: 'Date (UTC)',
      dateFormat: 'MM-DD-YYYY',
      descriptionColumn: 'Description',
      amount: { mode: 'single', column: 'Amount', invert: false },
      counterpartyColumn: null,
      decimalSeparator: '.',
      // Sent, Pending, Failed, Cancelled: only what was sent is final (decision 0184).
      statusColumn: 'Status',
    },
  },
  {
    bank: 'Wise',
    signature: ['TransferWise ID', 'Date', 'Amount', 'Currency', 'Description'],
    mapping: {
      dateColumn: 'Date',
      dateFormat: 'DD-MM-YYYY',
      descriptionColumn: 'Description',
      amount: { mode: 'single', column: 'Amount', invert: false },
      counterpartyColumn: 'Payee Name',
      decimalSeparator: '.',
    },
  },
  {
    bank: 'Chase',
    signature: ['Details', 'Posting Date', 'Description', 'Amount', 'Type'],
    mapping: {
      dateColumn: 'Posting Date',
      dateFormat: 'MM/DD/YYYY',
      descriptionColumn: 'Description',
      amount: { mode: 'single', column: 'Amount', invert: false },
      counterpartyColumn: null,
      decimalSeparator: '.',
    },
  },
  {
    bank: 'Bank of America',
    signature: ['Date', 'Description', 'Amount', 'Running Bal.'],
    mapping: {
      dateColumn: 'Date',
      dateFormat: 'MM/DD/YYYY',
      descriptionColumn: 'Description',
      amount: { mode: 'single', column: 'Amount', invert: false },
      counterpartyColumn: null,
      decimalSeparator: '.',
    },
  },
  {
    bank: 'Revolut Business',
    signature: ['Date started (UTC)', 'Date completed (UTC)', 'Description', 'Amount', 'State'],
    mapping: {
      dateColumn: 'Date completed (UTC)',
      dateFormat: 'YYYY-MM-DD',
      descriptionColumn: 'Description',
      amount: { mode: 'single', column: 'Amount', invert: false },
      counterpartyColumn: 'Payer',
      decimalSeparator: '.',
      // COMPLETED, PENDING, DECLINED, REVERTED, FAILED.
      statusColumn: 'State',
    },
  },
  {
    bank: 'Relay',
    signature: ['Date', 'Payee', 'Account #', 'Transaction Type', 'Amount'],
    mapping: {
      dateColumn: 'Date',
      dateFormat: 'MM/DD/YYYY',
      descriptionColumn: 'Description',
      amount: { mode: 'single', column: 'Amount', invert: false },
      counterpartyColumn: 'Payee',
      decimalSeparator: '.',
    },
  },
];

const lower = (s: string) => s.trim().toLowerCase();

/** The header's own spelling of a name, if present. */
const columnNamed = (columns: readonly string[], ...names: string[]): string | null => {
  for (const name of names) {
    const found = columns.find((c) => lower(c) === lower(name));
    if (found) return found;
  }
  return null;
};

/** Every column a mapping names. */
export const mappingColumns = (m: TCsvMapping): string[] => [
  m.dateColumn,
  m.descriptionColumn,
  ...(m.amount.mode === 'single'
    ? [m.amount.column]
    : [m.amount.debitColumn, m.amount.creditColumn]),
  ...(m.counterpartyColumn ? [m.counterpartyColumn] : []),
];

export const mappingFits = (m: TCsvMapping, columns: readonly string[]): boolean =>
  mappingColumns(m).every((c) => columns.includes(c));

/** Whether the account's remembered mapping is the one proposed for these columns. */
export const rememberedFits = (remembered: TCsvMapping | null, columns: readonly string[]) =>
  remembered !== null && mappingFits(remembered, columns);

/** The bank whose export this header is, if known. */
export const recogniseBank = (columns: readonly string[]): TBankFormat | null =>
  BANK_FORMATS.find((f) => f.signature.every((s) => columnNamed(columns, s) !== null)) ?? null;

/** Amounts like "1.234,56" say the file uses a decimal comma. */
const decimalSeparatorOf = (samples: readonly string[]): '.' | ',' =>
  samples.some((s) => /\d,\d{2}\s*$/.test(s.replace(/[^\d.,\s-]/g, '').trim())) &&
  !samples.some((s) => /\d\.\d{2}\s*$/.test(s.trim()))
    ? ','
    : '.';

/**
 * The mapping to propose for a file: the account's remembered one if it fits the columns,
 * else the recognised bank's, else one guessed from generic names. The date format comes from
 * the sample values whenever they read in some format (a bank may change its export).
 */
export const suggestMapping = (input: {
  columns: readonly string[];
  sampleRows: readonly string[][];
  remembered: TCsvMapping | null;
}): TCsvMapping | null => {
  const { columns, sampleRows } = input;
  // A mapping remembered before statuses were read takes the file's status column.
  const statusColumn = () => {
    const known = recogniseBank(columns)?.mapping.statusColumn;
    return (known ? columnNamed(columns, known) : null) ?? columnNamed(columns, 'Status', 'State');
  };
  if (input.remembered && mappingFits(input.remembered, columns)) {
    const status = input.remembered.statusColumn === undefined ? statusColumn() : null;
    return status ? { ...input.remembered, statusColumn: status } : input.remembered;
  }
  const cells = (column: string) => {
    const index = columns.indexOf(column);
    return sampleRows.map((r) => r[index] ?? '').filter((v) => v.trim() !== '');
  };
  const withSampleFormat = (m: TCsvMapping): TCsvMapping => {
    const dateFormat = guessDateFormat(cells(m.dateColumn), m.dateFormat);
    const amounts =
      m.amount.mode === 'single'
        ? cells(m.amount.column)
        : [...cells(m.amount.debitColumn), ...cells(m.amount.creditColumn)];
    return {
      ...m,
      dateFormat: dateFormat ?? m.dateFormat,
      decimalSeparator: decimalSeparatorOf(amounts),
    };
  };
  const bank = recogniseBank(columns);
  if (bank) {
    const m = bank.mapping;
    const spelled = (c: string | null | undefined) => (c ? columnNamed(columns, c) : null);
    const amount =
      m.amount.mode === 'single'
        ? { ...m.amount, column: spelled(m.amount.column) ?? m.amount.column }
        : m.amount;
    return withSampleFormat({
      ...m,
      dateColumn: spelled(m.dateColumn) ?? m.dateColumn,
      descriptionColumn: spelled(m.descriptionColumn) ?? m.descriptionColumn,
      counterpartyColumn: spelled(m.counterpartyColumn),
      statusColumn: spelled(m.statusColumn),
      amount,
    });
  }
  const dateColumn = columnNamed(
    columns,
    'Date',
    'Posted Date',
    'Posting Date',
    'Transaction Date',
    'Booking Date',
    'Value Date',
  );
  const descriptionColumn = columnNamed(
    columns,
    'Description',
    'Memo',
    'Payee',
    'Details',
    'Narrative',
    'Name',
  );
  const single = columnNamed(columns, 'Amount', 'Amount (USD)', 'Value');
  const debit = columnNamed(columns, 'Debit', 'Paid out', 'Withdrawal', 'Withdrawals', 'Money out');
  const credit = columnNamed(columns, 'Credit', 'Paid in', 'Deposit', 'Deposits', 'Money in');
  if (!dateColumn || !descriptionColumn || !(single || (debit && credit))) return null;
  const counterparty = columnNamed(columns, 'Payee', 'Counterparty', 'Merchant', 'Name');
  return withSampleFormat({
    dateColumn,
    dateFormat: 'YYYY-MM-DD',
    descriptionColumn,
    amount: single
      ? { mode: 'single', column: single, invert: false }
      : { mode: 'split', debitColumn: debit ?? '', creditColumn: credit ?? '' },
    counterpartyColumn: counterparty && counterparty !== descriptionColumn ? counterparty : null,
    decimalSeparator: '.',
    statusColumn: statusColumn(),
  });
};
