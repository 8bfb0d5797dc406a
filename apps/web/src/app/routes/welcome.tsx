import { useQuery } from '@tanstack/react-query';
import type { THealth } from '@charterline/shared/schemas/health';
import { env } from '@/config/env';
import { apiRequest } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';

export const WelcomeRoute = () => {
  usePageTitle('Welcome');
  const health = useQuery({
    queryKey: ['health'],
    queryFn: ({ signal }) => apiRequest<THealth>('/health', { signal }),
  });
  const statusText = health.isPending
    ? 'Checking the service…'
    : health.data?.db === 'ok'
      ? 'All systems operational'
      : 'The service is temporarily unavailable';
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center gap-6 px-6 py-16">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{env.APP_NAME}</p>
      <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
        Form your US LLC and keep it in good standing.
      </h1>
      <p className="text-lg text-slate-600">
        Formation, EIN, bank account, registered agent, mailing address and annual compliance, in
        one place.
      </p>
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <span
          aria-hidden="true"
          className={`inline-block size-2.5 rounded-full ${
            health.data?.db === 'ok'
              ? 'bg-emerald-500'
              : health.isPending
                ? 'bg-slate-300'
                : 'bg-amber-500'
          }`}
        />
        {statusText}
        {health.data ? <span className="text-slate-400">· v{health.data.version}</span> : null}
      </p>
    </main>
  );
};
