import { CreditCard, LifeBuoy, LogOut, Settings, User } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { LAYOUT } from '@charterline/shared/constants';
import { Menu, MenuItem, MenuLabel, MenuSeparator } from '@/components/ui/menu';
import { useLogout, useUser } from '@/lib/auth';
import { useMediaQuery } from '@/lib/use-media-query';

type TPerson = { firstName: string; lastName: string; email: string };

// Radix's dialog loads with the first "Profile", not with the dashboard (decision 0080).
const Dialog = lazy(async () => ({ default: (await import('@/components/ui/dialog')).Dialog }));

const initialsOf = (p: TPerson | null): string =>
  p ? `${p.firstName.charAt(0)}${p.lastName.charAt(0)}`.toUpperCase() || '?' : '?';

/**
 * Initials, full name and e-mail: the responsible party's when the company has one, else
 * the signed-in user's, else a placeholder (SPEC.md 2).
 */
export const UserMenu = ({ responsibleParty }: { responsibleParty?: TPerson | null }) => {
  const user = useUser();
  const logout = useLogout();
  const navigate = useNavigate();
  const wide = useMediaQuery(`(min-width: ${LAYOUT.wideBreakpointPx}px)`);
  const [profileOpen, setProfileOpen] = useState(false);
  const [profileUsed, setProfileUsed] = useState(false);
  const person: TPerson | null = responsibleParty ?? user.data ?? null;
  const fullName = person ? `${person.firstName} ${person.lastName}`.trim() : 'Your account';
  const email = person?.email ?? '';
  return (
    <>
      <Menu
        label="Account"
        trigger={
          <button
            type="button"
            aria-label={`${initialsOf(person)}, Account menu for ${fullName}`}
            className="flex items-center gap-2 rounded-full p-0.5 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
              {initialsOf(person)}
            </span>
          </button>
        }
      >
        <MenuLabel>
          <span className="block text-sm font-semibold text-slate-900">{fullName}</span>
          <span className="block text-xs text-slate-500">{email}</span>
        </MenuLabel>
        <MenuSeparator />
        <MenuItem
          icon={<User size={16} aria-hidden="true" />}
          onSelect={() => {
            setProfileOpen(true);
            setProfileUsed(true);
          }}
        >
          Profile
        </MenuItem>
        <MenuItem
          icon={<CreditCard size={16} aria-hidden="true" />}
          onSelect={() => void navigate('/dashboard/billing')}
        >
          Billing
        </MenuItem>
        <MenuItem icon={<Settings size={16} aria-hidden="true" />} disabled>
          Settings
        </MenuItem>
        {wide ? (
          <MenuItem
            icon={<LifeBuoy size={16} aria-hidden="true" />}
            onSelect={() => void navigate('/dashboard/support')}
          >
            Support
          </MenuItem>
        ) : null}
        <MenuSeparator />
        <MenuItem icon={<LogOut size={16} aria-hidden="true" />} onSelect={() => logout.mutate()}>
          Log out
        </MenuItem>
      </Menu>
      {profileUsed ? (
        <Suspense fallback={null}>
          <Dialog open={profileOpen} onOpenChange={setProfileOpen} title="Profile">
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
              <dt className="text-slate-500">Name</dt>
              <dd className="font-medium text-slate-900">{fullName}</dd>
              <dt className="text-slate-500">Email</dt>
              <dd className="font-medium text-slate-900">{email || '—'}</dd>
            </dl>
            <p className="mt-4 text-sm text-slate-600">
              To change these details, write to support from the Support page.
            </p>
          </Dialog>
        </Suspense>
      ) : null}
    </>
  );
};
