/**
 * Today in the customer's own calendar (YYYY-MM-DD): invoice, transaction and filing dates
 * are local days.
 */
export const localToday = (now = new Date()): string =>
  new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
