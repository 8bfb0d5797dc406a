import { and, eq, inArray } from 'drizzle-orm';
import { formatDay } from '@charterline/shared/format';
import type { TSupportAbout, TSupportAboutKind } from '@charterline/shared/schemas/support';
import type { TDbExecutor } from '../../../db/client';
import { complianceObligations, invoices, mailItems, receipts, services } from '../../../db/schema';
import { isCompanyId } from '../../companies';

export type TAboutRef = { kind: TSupportAboutKind; id: string };
type TFound = { id: string; label: string; href: string };

export const aboutKeyOf = (ref: TAboutRef): string => `${ref.kind}:${ref.id}`;

/** Receipts have numeric ids; anything longer than a bigint could hold is simply not one. */
const RECEIPT_ID = /^[1-9]\d{0,17}$/;

/**
 * Reads the company's rows of one kind among `ids`. Ids that cannot be one of that table's
 * (a text where a uuid is kept) are dropped first: PostgreSQL would refuse the whole query.
 */
const findOfKind = async (
  db: TDbExecutor,
  companyId: string,
  kind: TSupportAboutKind,
  ids: string[],
): Promise<TFound[]> => {
  if (kind === 'receipt') {
    const numbers = ids.filter((id) => RECEIPT_ID.test(id)).map(Number);
    if (numbers.length === 0) return [];
    const rows = await db
      .select({ id: receipts.id, number: receipts.number })
      .from(receipts)
      .where(and(eq(receipts.companyId, companyId), inArray(receipts.id, numbers)));
    return rows.map((r) => ({
      id: String(r.id),
      label: `Receipt ${r.number}`,
      href: '/dashboard/billing',
    }));
  }
  const uuids = ids.filter(isCompanyId);
  if (uuids.length === 0) return [];
  switch (kind) {
    case 'mail_item': {
      const rows = await db
        .select({ id: mailItems.id, sender: mailItems.sender, receivedOn: mailItems.receivedOn })
        .from(mailItems)
        .where(and(eq(mailItems.companyId, companyId), inArray(mailItems.id, uuids)));
      return rows.map((r) => ({
        id: r.id,
        label: `Letter from ${r.sender}, ${formatDay(r.receivedOn)}`,
        href: `/dashboard/communication?item=${r.id}`,
      }));
    }
    case 'service': {
      const rows = await db
        .select({ id: services.id, name: services.name })
        .from(services)
        .where(and(eq(services.companyId, companyId), inArray(services.id, uuids)));
      return rows.map((r) => ({ id: r.id, label: r.name, href: `/dashboard/services/${r.id}` }));
    }
    case 'obligation': {
      const o = complianceObligations;
      const rows = await db
        .select({ id: o.id, title: o.title, dueDate: o.dueDate })
        .from(o)
        .where(and(eq(o.companyId, companyId), inArray(o.id, uuids)));
      return rows.map((r) => ({
        id: r.id,
        label: `${r.title}, due ${formatDay(r.dueDate)}`,
        href: `/dashboard/compliance?obligation=${r.id}`,
      }));
    }
    case 'invoice': {
      const rows = await db
        .select({ id: invoices.id, number: invoices.number })
        .from(invoices)
        .where(and(eq(invoices.companyId, companyId), inArray(invoices.id, uuids)));
      return rows.map((r) => ({
        id: r.id,
        label: r.number ? `Invoice ${r.number}` : 'Draft invoice',
        href: `/dashboard/invoicing/${r.id}`,
      }));
    }
  }
};

/**
 * What tickets are about, in words and where it is in the portal, read from the company's own
 * rows: one query per kind, whatever the number of tickets. A thing that is gone or not the
 * company's keeps its kind and id with label and href null.
 */
export const describeAbout = async (
  db: TDbExecutor,
  companyId: string,
  refs: readonly TAboutRef[],
): Promise<Map<string, TSupportAbout>> => {
  const byKind = new Map<TSupportAboutKind, Set<string>>();
  for (const ref of refs) byKind.set(ref.kind, (byKind.get(ref.kind) ?? new Set()).add(ref.id));
  const found = await Promise.all(
    [...byKind].map(async ([kind, ids]) =>
      (await findOfKind(db, companyId, kind, [...ids])).map((f) => ({ ...f, kind })),
    ),
  );
  const described = new Map<string, TSupportAbout>();
  for (const ref of refs) described.set(aboutKeyOf(ref), { ...ref, label: null, href: null });
  for (const f of found.flat()) described.set(aboutKeyOf(f), f);
  return described;
};
