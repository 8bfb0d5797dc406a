import { AlertTriangle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';

/** The app-level error screen: what happened, Try Again, Go Home. */
export const AppErrorScreen = () => {
  usePageTitle('Something went wrong');
  const navigate = useNavigate();
  return (
    <main role="alert" className="flex min-h-screen items-center justify-center bg-slate-50 px-6">
      <div className="max-w-md text-center">
        <span className="inline-flex rounded-2xl bg-red-100 p-4 text-red-700">
          <AlertTriangle size={32} aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-2xl font-bold text-slate-900">Something went wrong</h1>
        <p className="mt-3 text-slate-600">
          An unexpected error stopped this page. Nothing you entered was sent twice; try again, or
          go back to the start.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button size="lg" onClick={() => window.location.reload()}>
            Try Again
          </Button>
          <Button
            size="lg"
            variant="neutral"
            appearance="outlined"
            onClick={() => void navigate('/', { replace: true })}
          >
            Go Home
          </Button>
        </div>
      </div>
    </main>
  );
};
