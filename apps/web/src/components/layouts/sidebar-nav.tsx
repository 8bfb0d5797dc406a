import { clsx } from 'clsx';
import {
  Building2,
  Calculator,
  FileText,
  Home,
  LifeBuoy,
  MessageSquare,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { LAYOUT } from '@charterline/shared/constants';
import type { TCompanySummary } from '@charterline/shared/schemas/companies';
import type { TDashboardConfig } from '@charterline/shared/schemas/dashboard-config';
import { Tooltip } from '@/components/ui/tooltip';
import { useMediaQuery } from '@/lib/use-media-query';

type TNavItem = {
  key: keyof TDashboardConfig['navigation']['showNavItems'];
  label: string;
  to: string;
  icon: LucideIcon;
};

const ITEMS: TNavItem[] = [
  { key: 'home', label: 'HOME', to: '/dashboard/home', icon: Home },
  { key: 'payments', label: 'INVOICING', to: '/dashboard/invoicing', icon: FileText },
  { key: 'accounting', label: 'ACCOUNTING', to: '/dashboard/accounting', icon: Calculator },
  { key: 'compliance', label: 'COMPLIANCE', to: '/dashboard/compliance', icon: ShieldCheck },
  {
    key: 'llcManagement',
    label: 'LLC MANAGEMENT',
    to: '/dashboard/llc-management',
    icon: Building2,
  },
  {
    key: 'communication',
    label: 'COMMUNICATION',
    to: '/dashboard/communication',
    icon: MessageSquare,
  },
  { key: 'support', label: 'SUPPORT', to: '/dashboard/support', icon: LifeBuoy },
];

const itemClass = (active: boolean) =>
  clsx(
    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-semibold tracking-wide transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    active ? 'bg-brand-700 text-white' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  );

/** The sidebar's items (docs/product.md § Dashboard layout), each switchable by configuration. */
export const SidebarNav = ({
  config,
  company,
  onNavigate,
}: {
  config: TDashboardConfig;
  company: TCompanySummary | null;
  onNavigate?: () => void;
}) => {
  const { pathname } = useLocation();
  const wide = useMediaQuery(`(min-width: ${LAYOUT.wideBreakpointPx}px)`);
  const show = config.navigation.showNavItems;
  const formed = company?.companyStatus === 'COMPLETED';
  const visible = ITEMS.filter((item) => {
    if (!show[item.key]) return false;
    if (item.key === 'compliance' && (company?.paymentStatus ?? 'NOT_PAID') === 'NOT_PAID')
      return false;
    if (item.key === 'support' && !wide) return false;
    return true;
  });
  return (
    <nav aria-label="Main" className="flex flex-col gap-1">
      {visible.map((item) => {
        const Icon = item.icon;
        const content = (
          <>
            <Icon size={20} aria-hidden="true" />
            {item.label}
          </>
        );
        if (item.key === 'llcManagement' && !formed) {
          return (
            <Tooltip key={item.key} content="Available after company formation is complete">
              <span
                role="link"
                aria-disabled="true"
                tabIndex={0}
                className={clsx(itemClass(false), 'cursor-not-allowed opacity-60')}
              >
                {content}
              </span>
            </Tooltip>
          );
        }
        const active =
          pathname.startsWith(item.to) ||
          (item.key === 'home' && pathname.startsWith('/dashboard/onboarding'));
        return (
          <Link
            key={item.key}
            to={item.to}
            onClick={onNavigate}
            aria-current={active ? 'page' : undefined}
            className={itemClass(active)}
          >
            {content}
          </Link>
        );
      })}
    </nav>
  );
};
