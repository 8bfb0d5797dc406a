import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';

// Lucide's triangle-alert, drawn inline: this screen is in the first download, where the
// icon library's runtime would cost more than the icon (decision 0080).
const AlertTriangle = () => (
  <svg
    width={32}
    height={32}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
    <path d="M12 9v4" />
    <path d="M12 17h.01" />
  </svg>
);

/** The app-level error screen: what happened, Try Again, Go Home. */
export const AppErrorScreen = () => {
  usePageTitle('Something went wrong');
  const navigate = useNavigate();
  return (
    <main role="alert" className="flex min-h-screen items-center justify-center bg-slate-50 px-6">
      <div className="max-w-md text-center">
        <span className="inline-flex rounded-2xl bg-red-100 p-4 text-red-700">
          <AlertTriangle />
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
