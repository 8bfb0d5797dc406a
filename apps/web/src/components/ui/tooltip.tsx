import { onDemand } from '@/lib/on-demand';
import { OnDemandTrigger, type TTriggerElement } from './on-demand-trigger';
import type { TTooltipProps } from './tooltip-radix';

// Radix's tooltip (with floating-ui) loads on the first hover or focus of its trigger, not
// with the page; ./on-demand-trigger hands the trigger over (decision 0080).
const radix = onDemand(() => import('./tooltip-radix'));

const CLOSED_TRIGGER = { 'data-state': 'closed' };

/** A short hint shown on hover and on keyboard focus. */
export const Tooltip = ({
  children,
  ...props
}: Omit<TTooltipProps, 'children'> & { children: TTriggerElement }) => (
  <OnDemandTrigger
    module={radix}
    trigger={children}
    attributes={CLOSED_TRIGGER}
    real={(impl, real) => <impl.Tooltip {...props}>{real}</impl.Tooltip>}
  />
);
