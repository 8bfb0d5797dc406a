import { CreditCard, LifeBuoy, LogOut, Package, Settings, User } from 'lucide-react';
import { useNavigate } from 'react-router';
import { LAYOUT } from '@charterline/shared/constants';
import { Menu, MenuItem, MenuLabel, MenuSeparator } from '@/components/ui/menu';
import { useLogout, useUser } from '@/lib/auth';
import { useMediaQuery } from '@/lib/use-media-query';

type TPerson = { firstName: string; lastName: string; email: string };

const initialsOf = (p: TPerson | null): string =>
  p ? `${p.firstName.charAt(0)}${p.lastName.charAt(0)}`.toUpperCase() || '?' : '?';

/**
 * Initials, full name and e-mail: the responsible party's when the company has one, else
 * the signed-in user's, else a placeholder (docs/product.md § Dashboard layout).
 */
export const UserMenu = ({ responsibleParty }: { responsibleParty?: TPerson | null }) => {
  const user = useUser();
  const logout = useLogout();
  const navigate = useNavigate();
  const wide = useMediaQuery(`(min-width: ${LAYOUT.wideBreakpointPx}px)`);
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
          onSelect={() => void navigate('/dashboard/profile')}
        >
          Profile
        </MenuItem>
        <MenuItem
          icon={<CreditCard size={16} aria-hidden="true" />}
          onSelect={() => void navigate('/dashboard/billing')}
        >
          Billing
        </MenuItem>
        <MenuItem
          icon={<Package size={16} aria-hidden="true" />}
          onSelect={() => void navigate('/dashboard/services')}
        >
          Your services
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
    </>
  );
};
