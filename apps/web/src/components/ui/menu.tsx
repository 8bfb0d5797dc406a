import { onDemand, useOnDemand } from '@/lib/on-demand';
import { OnDemandTrigger, type TTriggerElement } from './on-demand-trigger';
import type { TMenuItemProps, TMenuProps } from './menu-radix';

// Radix's menu (with floating-ui) loads when a menu's trigger is first pointed at, focused
// or pressed, not with the page; ./on-demand-trigger hands the trigger over (decision 0080).
const radix = onDemand(() => import('./menu-radix'));

const CLOSED_TRIGGER = { 'aria-haspopup': 'menu', 'aria-expanded': false, 'data-state': 'closed' };
const PRESS_KEYS = ['Enter', ' ', 'ArrowDown'] as const;

/** A dropdown menu: arrow keys move, Enter picks, Escape closes. */
export const Menu = ({
  trigger,
  ...props
}: Omit<TMenuProps, 'trigger'> & { trigger: TTriggerElement }) => (
  <OnDemandTrigger
    module={radix}
    trigger={trigger}
    attributes={CLOSED_TRIGGER}
    pressKeys={PRESS_KEYS}
    real={(impl, real) => <impl.Menu {...props} trigger={real} />}
  />
);

// The items only render inside an open menu, so the module is here by then.
export const MenuItem = (props: TMenuItemProps) => {
  const impl = useOnDemand(radix);
  return impl ? <impl.MenuItem {...props} /> : null;
};

export const MenuLabel = ({ children }: { children: TMenuItemProps['children'] }) => {
  const impl = useOnDemand(radix);
  return impl ? <impl.MenuLabel>{children}</impl.MenuLabel> : null;
};

export const MenuSeparator = () => {
  const impl = useOnDemand(radix);
  return impl ? <impl.MenuSeparator /> : null;
};
