import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { usePageTitle } from '@/lib/use-page-title';

type TPlaceholderPage = {
  title: string;
  icon: LucideIcon;
  heading: string;
  text: string;
  /** An in-app path, or a mailto: address. */
  action?: { to: string; label: string };
  children?: ReactNode;
};

const actionClass =
  'inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** A dashboard page whose content is still to come: its title and a real empty state. */
export const PlaceholderPage = ({
  title,
  icon: Icon,
  heading,
  text,
  action,
  children,
}: TPlaceholderPage) => {
  usePageTitle(title);
  const button = !action ? undefined : action.to.startsWith('mailto:') ? (
    <a href={action.to} className={actionClass}>
      {action.label}
    </a>
  ) : (
    <Link to={action.to} className={actionClass}>
      {action.label}
    </Link>
  );
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <EmptyState
        icon={<Icon size={28} aria-hidden="true" />}
        title={heading}
        text={text}
        action={button}
      />
      {children}
    </div>
  );
};
