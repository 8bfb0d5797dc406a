import {
  Home,
  FileText,
  Calculator,
  ShieldCheck,
  Building2,
  MessageSquare,
  LifeBuoy,
  Bell,
  Search,
  CreditCard,
  Gift,
  User,
  Inbox,
  Plus,
  SearchX,
} from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, Outlet, useParams } from 'react-router';
import { BUTTON } from '@charterline/shared/constants';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Menu, MenuItem } from '@/components/ui/menu';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { Tooltip } from '@/components/ui/tooltip';
import { ContinueButton, GoBackButton } from '@/components/ui/wizard-buttons';
import { usePageTitle } from '@/lib/use-page-title';

const CATEGORIES = ['actions', 'forms', 'overlays', 'feedback'] as const;
const ICONS = {
  Home,
  FileText,
  Calculator,
  ShieldCheck,
  Building2,
  MessageSquare,
  LifeBuoy,
  Bell,
  Search,
  CreditCard,
  Gift,
  User,
};
const COLORS = [
  'brand-50',
  'brand-100',
  'brand-500',
  'brand-600',
  'brand-700',
  'brand-900',
  'slate-50',
  'slate-200',
  'slate-600',
  'slate-900',
  'red-600',
  'emerald-600',
];

export const Component = () => {
  usePageTitle('Design system');
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="flex flex-wrap items-center gap-4 border-b border-slate-200 bg-white px-6 py-4">
        <Link to="/design" className="font-bold text-slate-900">
          Design system
        </Link>
        <nav aria-label="Design" className="flex flex-wrap gap-1 text-sm">
          {['tokens', 'icons', 'components'].map((p) => (
            <NavLink
              key={p}
              to={`/design/${p}`}
              className={({ isActive }) =>
                `rounded-lg px-3 py-1.5 capitalize ${isActive ? 'bg-brand-700 text-white' : 'text-slate-600 hover:bg-slate-100'}`
              }
            >
              {p}
            </NavLink>
          ))}
        </nav>
      </header>
      <main className="mx-auto max-w-5xl p-6">
        <Outlet />
      </main>
    </div>
  );
};

export const DesignIndex = () => (
  <div className="space-y-4">
    <h1 className="text-2xl font-bold text-slate-900">Charterline design system</h1>
    <p className="text-slate-600">The tokens, icons and components every page is built from.</p>
    <ul className="grid gap-3 sm:grid-cols-3">
      {['tokens', 'icons', 'components'].map((p) => (
        <li key={p}>
          <Link
            to={`/design/${p}`}
            className="block rounded-xl bg-white p-5 font-semibold capitalize shadow-sm ring-1 ring-slate-200 hover:ring-brand-600"
          >
            {p}
          </Link>
        </li>
      ))}
    </ul>
  </div>
);

export const DesignTokens = () => (
  <div className="space-y-6">
    <h1 className="text-2xl font-bold text-slate-900">Tokens</h1>
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {COLORS.map((c) => (
        <div key={c} className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
          <div className={`h-14 bg-${c}`} style={{ backgroundColor: `var(--color-${c})` }} />
          <p className="p-2 text-xs text-slate-600">{c}</p>
        </div>
      ))}
    </div>
    <p className="text-sm text-slate-600">
      Spacing follows Tailwind&apos;s 4 px scale; radius 8 px for controls, 16 px for cards.
    </p>
  </div>
);

export const DesignIcons = () => (
  <div className="space-y-6">
    <h1 className="text-2xl font-bold text-slate-900">Icons</h1>
    <p className="text-sm text-slate-600">Lucide icons at 16, 20 and 24 px (sm, md, lg).</p>
    <ul className="grid grid-cols-3 gap-3 sm:grid-cols-6">
      {Object.entries(ICONS).map(([name, Icon]) => {
        return (
          <li
            key={name}
            className="flex flex-col items-center gap-2 rounded-xl bg-white p-4 text-xs text-slate-600 ring-1 ring-slate-200"
          >
            <Icon size={24} aria-hidden="true" />
            {name}
          </li>
        );
      })}
    </ul>
  </div>
);

export const DesignComponents = () => (
  <div className="space-y-4">
    <h1 className="text-2xl font-bold text-slate-900">Components</h1>
    <ul className="grid gap-3 sm:grid-cols-4">
      {CATEGORIES.map((c) => (
        <li key={c}>
          <Link
            to={`/design/components/${c}`}
            className="block rounded-xl bg-white p-4 font-semibold capitalize ring-1 ring-slate-200 hover:ring-brand-600"
          >
            {c}
          </Link>
        </li>
      ))}
    </ul>
  </div>
);

const Actions = () => (
  <div className="space-y-6">
    {BUTTON.variants.map((variant) => (
      <div key={variant} className="flex flex-wrap items-center gap-3">
        <span className="w-24 text-sm font-semibold capitalize text-slate-700">{variant}</span>
        {BUTTON.appearances.map((appearance) => (
          <Button key={appearance} variant={variant} appearance={appearance}>
            {appearance}
          </Button>
        ))}
      </div>
    ))}
    <div className="flex flex-wrap items-center gap-3">
      {BUTTON.sizes.map((size) => (
        <Button
          key={size}
          size={size}
          icon={<Plus size={BUTTON.iconSizes[size]} aria-hidden="true" />}
        >
          Size {size}
        </Button>
      ))}
      <Button loading>Loading</Button>
    </div>
    <div className="flex flex-wrap gap-3">
      <GoBackButton />
      <ContinueButton />
    </div>
  </div>
);

const Forms = () => {
  const [value, setValue] = useState<string>();
  return (
    <div className="grid max-w-md gap-5">
      <Input label="Company name" placeholder="Acme" hint="We add LLC for you." />
      <Input
        label="Email"
        error="Please enter a valid email address."
        defaultValue="not-an-email"
      />
      <Select
        label="State"
        value={value}
        onValueChange={setValue}
        options={[
          { value: 'WY', label: 'Wyoming' },
          { value: 'DE', label: 'Delaware' },
        ]}
      />
    </div>
  );
};

const Overlays = () => {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-wrap gap-3">
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="A dialog"
        description="Focus stays inside until it closes."
      >
        <Button onClick={() => setOpen(false)}>Close</Button>
      </Dialog>
      <Tooltip content="A helpful hint" side="top">
        <Button variant="neutral">Hover me</Button>
      </Tooltip>
      <Menu trigger={<Button variant="secondary">Menu</Button>}>
        <MenuItem>First</MenuItem>
        <MenuItem disabled>Disabled</MenuItem>
      </Menu>
    </div>
  );
};

const Feedback = () => (
  <div className="space-y-6">
    <Button onClick={() => toast.success('Saved successfully')}>Show a toast</Button>
    <Skeleton className="h-24" />
    <EmptyState
      icon={<Inbox size={28} aria-hidden="true" />}
      title="Nothing here yet"
      text="An empty state says why and what to do next."
    />
  </div>
);

const SECTIONS = { actions: Actions, forms: Forms, overlays: Overlays, feedback: Feedback };

export const DesignCategory = () => {
  const { category } = useParams();
  const Section = SECTIONS[category as keyof typeof SECTIONS];
  if (!Section) {
    return (
      <EmptyState
        icon={<SearchX size={28} aria-hidden="true" />}
        title="No such category"
        text={`Choose one of: ${CATEGORIES.join(', ')}.`}
      />
    );
  }
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold capitalize text-slate-900">{category}</h1>
      <Section />
    </div>
  );
};
