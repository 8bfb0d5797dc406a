import { ZAccountingIdParams, ZTransactionResponse } from '@charterline/shared/schemas/accounting';
import {
  ACCOUNTING_BASE,
  ACCOUNTING_FAILURES,
  ACCOUNTING_SCOPED,
} from './accounting-route-options';

/** Every transaction route starts with this. */
export const TRANSACTIONS_BASE = `${ACCOUNTING_BASE}/transactions`;
/** The schema part of a route on one transaction (`:id`). */
export const ONE_TRANSACTION = { ...ACCOUNTING_SCOPED, params: ZAccountingIdParams };
/** What a route answering one transaction answers. */
export const TRANSACTION_ANSWERS = { 200: ZTransactionResponse, ...ACCOUNTING_FAILURES };
