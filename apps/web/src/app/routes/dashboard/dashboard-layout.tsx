import { LifeBuoy, Menu as MenuIcon, Search } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { LAYOUT } from '@charterline/shared/constants';
import { Link, Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '@/components/ui/skeleton';
import { env } from '@/config/env';
import { usePaletteAvailable } from '@/features/command-palette/use-palette-available';
import { usePaletteShortcut } from '@/features/command-palette/use-palette-shortcut';
import { CompanySwitcher } from '@/features/companies/company-switcher';
import { companiesQueryOptions } from '@/features/companies/api/get-companies';
import { useCurrentCompany } from '@/features/companies/current-company';
import { dashboardConfigQueryOptions } from '@/features/dashboard-config/api/get-dashboard-config';
import {
  DashboardConfigProvider,
  useDashboardConfig,
} from '@/features/dashboard-config/dashboard-config';
import { NotificationsMenu } from '@/features/notifications/notifications-menu';
import { useReadWhereSeen } from '@/features/notifications/use-read-where-seen';
import { queryClient } from '@/lib/query-client';
import { tokenStorage } from '@/lib/storage';
import { useMediaQuery } from '@/lib/use-media-query';
import { AccountNav } from '@/components/layouts/account-nav';
import { ReferralCard } from '@/components/layouts/referral-card';
import { SidebarNav } from '@/components/layouts/sidebar-nav';
import { UserMenu } from '@/components/layouts/user-menu';

// The phone's drawer and the command palette load when first reached for (pointed at,
// focused, touched, Ctrl+K), not with the page: with Radix's dialog and cmdk they were a
// fifth of the dashboard's first download (decision 0080).
const loadMobileNav = () => import('@/components/layouts/mobile-nav');
const MobileNav = lazy(async () => ({ default: (await loadMobileNav()).MobileNav }));
const loadPalette = () => import('@/features/command-palette/command-palette');
const CommandPalette = lazy(async () => ({ default: (await loadPalette()).CommandPalette }));
const preload = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

const Logo = ({ to }: { to: string }) => (
  <Link
    to={to}
    className="flex items-center gap-2 rounded-md text-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
  >
    <img src="/favicon.svg" alt="" width={28} height={28} />
    {env.APP_NAME}
  </Link>
);

/**
 * Where support is, below 1024 px: the contract hides SUPPORT there (sidebar and user menu;
 * docs/product.md § Dashboard layout).
 */
const HelpLink = ({ onNavigate }: { onNavigate?: (() => void) | undefined }) => (
  <Link
    to="/dashboard/support"
    onClick={onNavigate}
    className="mt-3 flex items-center gap-2 rounded-lg px-3 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
  >
    <LifeBuoy size={20} aria-hidden="true" />
    Help and support
  </Link>
);

const Shell = () => {
  const config = useDashboardConfig();
  const wide = useMediaQuery(`(min-width: ${LAYOUT.wideBreakpointPx}px)`);
  const main = useRef<HTMLElement>(null);
  const current = useCurrentCompany(config.company.defaultCompanyId);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [paletteUsed, setPaletteUsed] = useState(false);
  const paletteAvailable = usePaletteAvailable();
  const openPalette = useCallback((open: boolean) => {
    setPaletteOpen(open);
    if (open) setPaletteUsed(true);
  }, []);
  usePaletteShortcut(config.features.enableSearch && paletteAvailable, paletteOpen, openPalette);
  useReadWhereSeen(config.features.enableNotifications);
  const { pathname } = useLocation();
  const sidebar = (onNavigate?: () => void) => (
    <div className="flex h-full flex-col gap-6 p-4">
      <CompanySwitcher {...current} config={config.company} onNavigate={onNavigate} />
      <SidebarNav config={config} company={current.company} onNavigate={onNavigate} />
      <AccountNav onNavigate={onNavigate} />
      <div className="mt-auto">
        <ReferralCard referral={config.referral} />
        {!wide && config.navigation.showNavItems.support ? (
          <HelpLink onNavigate={onNavigate} />
        ) : null}
      </div>
    </div>
  );

  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main-content"
        onClick={(e) => {
          e.preventDefault();
          main.current?.focus();
        }}
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        Skip to main content
      </a>
      <aside
        style={{ width: config.ui.sidebarWidth }}
        className="fixed inset-y-0 left-0 z-20 hidden flex-col border-r border-slate-200 bg-white md:flex"
        aria-label="Sidebar"
      >
        <div className="flex h-16 items-center border-b border-slate-200 px-5">
          <Logo to={config.navigation.defaultRoute} />
        </div>
        <div className="flex-1 overflow-y-auto">{sidebar()}</div>
      </aside>

      <div
        className="md:pl-[var(--sidebar-width)]"
        style={{ ['--sidebar-width' as string]: `${config.ui.sidebarWidth}px` }}
      >
        <header className="sticky top-0 z-10 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
          {config.navigation.enableMobileNav ? (
            <button
              type="button"
              aria-label="Open menu"
              onClick={() => {
                setMenuOpen(true);
                setMenuUsed(true);
              }}
              onPointerEnter={preload(loadMobileNav)}
              onTouchStart={preload(loadMobileNav)}
              onFocus={preload(loadMobileNav)}
              className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
            >
              <MenuIcon size={22} aria-hidden="true" />
            </button>
          ) : null}
          <div className="md:hidden">
            <Logo to={config.navigation.defaultRoute} />
          </div>
          {config.features.enableSearch && paletteAvailable ? (
            <button
              type="button"
              onClick={() => openPalette(true)}
              onPointerEnter={preload(loadPalette)}
              onFocus={preload(loadPalette)}
              className="hidden h-10 w-full max-w-sm items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 text-sm text-slate-500 hover:border-slate-300 focus-visible:outline-2 focus-visible:outline-brand-600 md:flex"
            >
              <Search size={16} aria-hidden="true" />
              <span className="flex-1 text-left">Search…</span>
              <kbd className="rounded border border-slate-200 bg-white px-1.5 text-xs">Ctrl K</kbd>
            </button>
          ) : null}
          <div className="ml-auto flex items-center gap-2">
            {config.features.enableNotifications ? <NotificationsMenu /> : null}
            {config.features.enableUserMenu ? <UserMenu /> : null}
          </div>
        </header>
        <main
          id="main-content"
          ref={main}
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl p-4 focus:outline-none sm:p-6 lg:p-8"
        >
          <Suspense key={pathname} fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </main>
      </div>

      {menuUsed ? (
        <Suspense fallback={null}>
          <MobileNav
            open={menuOpen}
            onOpenChange={setMenuOpen}
            logo={<Logo to={config.navigation.defaultRoute} />}
          >
            {sidebar(() => setMenuOpen(false))}
          </MobileNav>
        </Suspense>
      ) : null}

      {config.features.enableSearch && paletteUsed ? (
        <Suspense fallback={null}>
          <CommandPalette
            open={paletteOpen}
            onOpenChange={setPaletteOpen}
            formationPaid={
              current.company?.paymentStatus === 'PAID' ||
              current.company?.companyStatus === 'COMPLETED'
            }
          />
        </Suspense>
      ) : null}
    </div>
  );
};

/**
 * The layout route's loader: the configuration and the companies the shell always asks for
 * are asked for as soon as its code is here, beside the session check, rather than after
 * the session check has rendered the shell (decision 0080). It waits for nothing.
 */
export const prefetchShellData = () => {
  if (tokenStorage.getAccessToken()) {
    void queryClient.prefetchQuery(dashboardConfigQueryOptions());
    void queryClient.prefetchQuery(companiesQueryOptions());
  }
  return null;
};

/** The dashboard frame: sidebar, top bar, palette, and a skeleton while a page loads. */
export const DashboardLayout = () => (
  <DashboardConfigProvider>
    <Shell />
  </DashboardConfigProvider>
);

export default DashboardLayout;
