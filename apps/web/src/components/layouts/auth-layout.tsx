import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { env } from '@/config/env';

/** The frame of every page before the dashboard: brand, a card, a quiet footer. */
export const AuthLayout = ({
  title,
  subtitle,
  children,
  footer,
  wide = false,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) => (
  <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 to-white">
    <header className="px-6 py-5">
      <Link
        to="/"
        className="inline-flex items-center gap-2 rounded-md text-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <img src="/favicon.svg" alt="" width={28} height={28} />
        {env.APP_NAME}
      </Link>
    </header>
    <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:pt-10">
      <div className={wide ? 'w-full max-w-2xl' : 'w-full max-w-md'}>
        <div className="rounded-2xl bg-white p-6 shadow-xl ring-1 shadow-slate-200/60 ring-slate-200 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {subtitle ? <p className="mt-2 text-sm text-slate-600">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
    </main>
  </div>
);

export const TextLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link
    to={to}
    className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
  >
    {children}
  </Link>
);
