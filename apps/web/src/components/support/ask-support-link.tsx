import { LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import type { TSupportAboutKind } from '@charterline/shared/schemas/support';

/** The new-ticket form about one thing: `/dashboard/support?new=1&about=<kind>:<id>`. */
export const askSupportHref = (kind: TSupportAboutKind, id: string): string =>
  `/dashboard/support?new=1&about=${kind}:${encodeURIComponent(id)}`;

/**
 * "Ask support about this" on a thing's page (a letter, a service, an obligation, an invoice,
 * a receipt): opens a new ticket about it, which the support page fills in.
 */
export const AskSupportLink = ({
  kind,
  id,
  what,
}: {
  kind: TSupportAboutKind;
  id: string;
  /** In a list of many (receipts): which one, for screen readers ("receipt R-1001"). */
  what?: string;
}) => (
  <Link
    to={askSupportHref(kind, id)}
    aria-label={what ? `Ask support about this (${what})` : undefined}
    className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
  >
    <LifeBuoy size={16} aria-hidden="true" />
    Ask support about this
  </Link>
);
