import { LogOut } from 'lucide-react';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageSkeleton } from '@/components/ui/skeleton';
import { env } from '@/config/env';
import { useLogout, useUser } from '@/lib/auth';

export const DashboardLayout = () => {
  const user = useUser();
  const logout = useLogout();
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="flex h-16 items-center justify-between border-b border-slate-200 bg-white px-4 sm:px-6">
        <Link to="/dashboard/home" className="flex items-center gap-2 font-bold text-slate-900">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {env.APP_NAME}
        </Link>
        <div className="flex items-center gap-3">
          <span className="hidden text-sm text-slate-600 sm:inline">{user.data?.email}</span>
          <Button
            variant="neutral"
            appearance="plain"
            size="sm"
            icon={<LogOut size={16} aria-hidden="true" />}
            loading={logout.isPending}
            onClick={() => logout.mutate()}
          >
            Log out
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-6xl p-4 sm:p-6">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
};

export default DashboardLayout;
