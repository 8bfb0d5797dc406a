// Its own file, not the lucide-react index: the first download's icons are found by path
// (vite.config.ts puts every other icon in one lazily loaded chunk).
import Wrench from 'lucide-react/icons/wrench';
import { env } from '@/config/env';
import { usePageTitle } from '@/lib/use-page-title';

export const SUPPORT_EMAIL = 'support@charterline.com';

export const MaintenanceRoute = () => {
  usePageTitle("We'll Be Back Soon");
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-6">
      <div className="max-w-md text-center">
        <span className="inline-flex rounded-2xl bg-brand-100 p-4 text-brand-700">
          <Wrench size={32} aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">
          We&apos;ll Be Back Soon
        </h1>
        <p className="mt-3 text-slate-600">
          We&apos;re currently performing scheduled maintenance to improve your experience.
        </p>
        <p className="mt-6 text-sm text-slate-600">
          Need help now?{' '}
          <a
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(`${env.APP_NAME} support`)}`}
          >
            Contact support
          </a>
        </p>
      </div>
    </main>
  );
};
