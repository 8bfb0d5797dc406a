import { clsx } from 'clsx';
import {
  SHOWN_STATUS_LABELS,
  type TShownInvoiceStatus,
} from '@charterline/shared/schemas/invoicing';
import { STATUS_TONES } from '../invoicing-texts';

/** The shown status in words and colour (never colour alone). */
export const InvoiceStatusBadge = ({ status }: { status: TShownInvoiceStatus }) => (
  <span
    className={clsx(
      'inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
      STATUS_TONES[status],
    )}
  >
    {SHOWN_STATUS_LABELS[status]}
  </span>
);
