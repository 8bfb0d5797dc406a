export type {
  TBooksOverview,
  TCategory,
  TRule,
  TTransaction,
  TTransactionList,
} from '@charterline/shared/schemas/accounting';
export type TApplyRulesResult = { examined: number; categorised: number };
