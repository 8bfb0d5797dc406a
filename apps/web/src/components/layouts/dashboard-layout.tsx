import * as RadixDialog from '@radix-ui/react-dialog';
import { Menu as MenuIcon, Search, X } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '@/components/ui/skeleton';
import { TooltipProvider } from '@/components/ui/tooltip';
import { env } from '@/config/env';
import { CommandPalette } from '@/features/command-palette/command-palette';
import { usePaletteAvailable } from '@/features/command-palette/use-palette-available';
import { CompanySwitcher } from '@/features/companies/company-switcher';
import { useCurrentCompany } from '@/features/companies/current-company';
import {
  DashboardConfigProvider,
  useDashboardConfig,
} from '@/features/dashboard-config/dashboard-config';
import { NotificationsMenu } from '@/features/notifications/notifications-menu';
import { ReferralCard } from './referral-card';
import { SidebarNav } from './sidebar-nav';
import { UserMenu } from './user-menu';

const Logo = ({ to }: { to: string }) => (
  <Link
    to={to}
    className="flex items-center gap-2 rounded-md text-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
  >
    <img src="/favicon.svg" alt="" width={28} height={28} />
    {env.APP_NAME}
  </Link>
);

const Shell = () => {
  const config = useDashboardConfig();
  const current = useCurrentCompany(config.company.defaultCompanyId);
  const [menuOpen, setMenuOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const paletteAvailable = usePaletteAvailable();
  const { pathname } = useLocation();
  const sidebar = (onNavigate?: () => void) => (
    <div className="flex h-full flex-col gap-6 p-4">
      <CompanySwitcher {...current} config={config.company} />
      <SidebarNav config={config} company={current.company} onNavigate={onNavigate} />
      <div className="mt-auto">
        <ReferralCard referral={config.referral} />
      </div>
    </div>
  );

  return (
    <div className="min-h-screen bg-slate-50">
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
              onClick={() => setMenuOpen(true)}
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
              onClick={() => setPaletteOpen(true)}
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
        <main className="mx-auto w-full max-w-6xl p-4 sm:p-6 lg:p-8">
          <Suspense key={pathname} fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </main>
      </div>

      <RadixDialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 md:hidden" />
          <RadixDialog.Content
            className="fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-[320px] flex-col bg-white shadow-2xl focus:outline-none md:hidden"
            aria-describedby={undefined}
          >
            <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
              <RadixDialog.Title asChild>
                <span>
                  <Logo to={config.navigation.defaultRoute} />
                </span>
              </RadixDialog.Title>
              <RadixDialog.Close
                aria-label="Close menu"
                className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X size={20} aria-hidden="true" />
              </RadixDialog.Close>
            </div>
            <div className="flex-1 overflow-y-auto">{sidebar(() => setMenuOpen(false))}</div>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>

      {config.features.enableSearch ? (
        <CommandPalette open={paletteOpen} onOpenChange={setPaletteOpen} />
      ) : null}
    </div>
  );
};

/** The dashboard frame: sidebar, top bar, palette, and a skeleton while a page loads. */
export const DashboardLayout = () => (
  <DashboardConfigProvider>
    <TooltipProvider>
      <Shell />
    </TooltipProvider>
  </DashboardConfigProvider>
);

export default DashboardLayout;
