import { Plus } from 'lucide-react';
import { Link } from 'react-router';

/** "New ticket": the form in the address (`?new=1`), the list's tab and search kept. */
export const NewTicketLink = ({ to }: { to: string }) => (
  <Link
    to={to}
    className="inline-flex h-10 shrink-0 items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
  >
    <Plus size={16} aria-hidden="true" />
    New ticket
  </Link>
);
