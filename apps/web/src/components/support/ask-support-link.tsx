import type { TSupportAboutKind } from '@charterline/shared/schemas/support';

/**
 * "Ask support about this" on a thing's page (a letter, a service, an obligation, an invoice,
 * a receipt): opens a new ticket about it. Helper E replaces this placeholder.
 */
export const AskSupportLink = (_props: { kind: TSupportAboutKind; id: string }) => null;
