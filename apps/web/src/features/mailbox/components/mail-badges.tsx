import { MAIL_CATEGORY_LABELS, type TMailItem } from '@charterline/shared/schemas/mail';

/** The category, "Urgent" in red and "Locked", as the list and the detail show them. */
export const MailBadges = ({ item }: { item: TMailItem }) => (
  <span className="flex flex-wrap items-center gap-1.5">
    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
      {MAIL_CATEGORY_LABELS[item.category]}
    </span>
    {item.urgent ? (
      <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-700">
        Urgent
      </span>
    ) : null}
    {item.locked ? (
      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">
        Locked
      </span>
    ) : null}
  </span>
);
