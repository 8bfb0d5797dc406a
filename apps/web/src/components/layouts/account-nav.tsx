import { clsx } from 'clsx';
import { CreditCard, Package, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { SERVICE_PAGES } from '@charterline/shared/schemas/services';

const LINKS: { label: string; to: string; icon: LucideIcon }[] = [
  { label: 'Billing', to: '/dashboard/billing', icon: CreditCard },
  { label: 'Your services', to: SERVICE_PAGES.list, icon: Package },
];

/**
 * Billing and Your services, reachable from the sidebar (issue 36, decision 0189). The product
 * contract fixes the main items, so these are a second, smaller group below them, named apart.
 */
export const AccountNav = ({ onNavigate }: { onNavigate?: (() => void) | undefined }) => {
  const { pathname } = useLocation();
  // The sidebar and the phone's drawer each hold one: an id of their own.
  const heading = useId();
  return (
    <nav aria-labelledby={heading} className="flex flex-col gap-0.5">
      <p
        id={heading}
        className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        Your account
      </p>
      {LINKS.map(({ label, to, icon: Icon }) => {
        const active = pathname === to || pathname.startsWith(`${to}/`);
        return (
          <Link
            key={to}
            to={to}
            onClick={onNavigate}
            aria-current={active ? 'page' : undefined}
            className={clsx(
              'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              active
                ? 'bg-brand-50 text-brand-800'
                : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
            )}
          >
            <Icon size={18} aria-hidden="true" />
            {label}
          </Link>
        );
      })}
    </nav>
  );
};
