// How the service commands (issue 18) print a service: a line in a list, or in full with its
// history.

/** One service as the admin API answers it. */
export type TOpsService = {
  id: string;
  companyId: string;
  productKey: string;
  name: string;
  status: string;
  waitingOn: string | null;
  includedIn: string | null;
  orderedAt: string;
  deliveredAt: string | null;
  subscription: { status: string; termEndsAt: string; cancelAtTermEnd: boolean } | null;
  events: {
    at: string;
    actor: string;
    fromStatus: string | null;
    toStatus: string;
    note: string | null;
    documentId: string | null;
  }[];
};

/** The admin API's path of the service staff named. */
export const servicePath = (id: string) => `/ops/v1/services/${encodeURIComponent(id)}`;

export const serviceLine = (s: TOpsService): string =>
  [
    s.id,
    s.status.padEnd(19),
    s.productKey.padEnd(28),
    s.orderedAt.slice(0, 10),
    s.includedIn ? `(in ${s.includedIn})` : '',
  ]
    .join('  ')
    .trimEnd();

export const serviceText = (s: TOpsService): string =>
  [
    `${s.name}  ${s.status}`,
    `  id:        ${s.id}`,
    `  company:   ${s.companyId}`,
    `  product:   ${s.productKey}${s.includedIn ? ` (included in ${s.includedIn})` : ''}`,
    `  ordered:   ${s.orderedAt}`,
    ...(s.waitingOn ? [`  waiting on the customer: ${s.waitingOn}`] : []),
    ...(s.deliveredAt ? [`  delivered: ${s.deliveredAt}`] : []),
    ...(s.subscription
      ? [
          `  renews:    ${s.subscription.termEndsAt} (${s.subscription.status}${s.subscription.cancelAtTermEnd ? ', cancelled at term end' : ''})`,
        ]
      : []),
    '  history:',
    ...s.events.map(
      (e) =>
        `    ${e.at}  ${e.actor}  ${e.fromStatus ?? '-'} → ${e.toStatus}${e.note ? `  "${e.note}"` : ''}${e.documentId ? `  [document ${e.documentId}]` : ''}`,
    ),
  ].join('\n');
