import { formatMoney } from '@charterline/shared/format';
import {
  INSTANT_CHANGE_KINDS,
  LIFECYCLE_CHANGE_KINDS,
  STATE_CHANGE_KINDS,
  type TChangeKind,
  type TChangeOption,
  type TChangeStatus,
} from '@charterline/shared/schemas/company-changes';

/**
 * The page's groups, in the order a customer looks for them, by what the company's state asks
 * (issue 36: "Filed with the state" held cards saying "No state filing needed"): a state kind
 * this state must hear of; one it need not hear of but that we still do for a price (the
 * operating agreement of a change of members); and what is changed at once.
 */
export const CHANGE_GROUPS = [
  {
    title: 'Filed with the state',
    text: 'The state keeps these on record: we file the change for you, and your profile changes once the state accepts it.',
    holds: (o: TChangeOption) => isStateKind(o.kind) && o.needsState,
  },
  {
    title: 'No state filing',
    text: 'Your state need not be told: we update the documents that name it for you.',
    holds: (o: TChangeOption) => isStateKind(o.kind) && !o.needsState && !appliesAtOnce(o),
  },
  {
    title: 'Changed at once',
    text: 'Nothing is filed: the change is made as soon as you save it.',
    holds: (o: TChangeOption) =>
      INSTANT_CHANGE_KINDS.some((k) => k === o.kind) || (isStateKind(o.kind) && appliesAtOnce(o)),
  },
  {
    title: 'Close or reinstate',
    text: null,
    holds: (o: TChangeOption) => LIFECYCLE_CHANGE_KINDS.some((k) => k === o.kind),
  },
] as const;

const isStateKind = (kind: TChangeKind): boolean => STATE_CHANGE_KINDS.some((k) => k === kind);

export const isChangeKind = (value: string | null): value is TChangeKind =>
  STATE_CHANGE_KINDS.some((k) => k === value) ||
  INSTANT_CHANGE_KINDS.some((k) => k === value) ||
  LIFECYCLE_CHANGE_KINDS.some((k) => k === value);

export const STATUS_LABELS: Record<TChangeStatus, string> = {
  applied: 'Changed',
  awaiting_payment: 'Waiting for payment',
  in_progress: 'In progress with the state',
  completed: 'Done',
  cancelled: 'Cancelled',
};

export const STATUS_STYLES: Record<TChangeStatus, string> = {
  applied: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  awaiting_payment: 'bg-amber-50 text-amber-900 ring-amber-200',
  in_progress: 'bg-brand-50 text-brand-800 ring-brand-100',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/**
 * Made at once, free: the instant kinds, and a state kind this state need not hear of with
 * nothing of ours to buy (the API applies those at once too).
 */
export const appliesAtOnce = (option: Pick<TChangeOption, 'instant' | 'needsState' | 'product'>) =>
  option.instant || (!option.needsState && option.product === null);

export const FEE_UNKNOWN = 'Confirmed before we file';

/** A paid option's price in words: each line of the quote, and the total. */
export const quoteLines = (
  option: Pick<TChangeOption, 'needsState' | 'stateFiling' | 'product'>,
) => {
  const filing = option.needsState ? option.stateFiling : null;
  // No filing: no fee. A filing whose fee we do not know yet: null, said in words.
  const fee = filing ? filing.fee : 0;
  const price = option.product?.price ?? 0;
  return {
    filing: option.needsState ? 'The state must be told' : 'No state filing needed',
    form: filing?.form ?? null,
    stateFee: filing ? (fee === null ? FEE_UNKNOWN : formatMoney(fee)) : null,
    ourPrice: formatMoney(price),
    total: fee === null ? `${formatMoney(price)} + the state fee` : formatMoney(price + fee),
  };
};
