import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';

export const TooltipProvider = RadixTooltip.Provider;

/** A short hint shown on hover and on keyboard focus. */
export const Tooltip = ({
  content,
  children,
  side = 'right',
}: {
  content: ReactNode;
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
}) => (
  <RadixTooltip.Root delayDuration={150}>
    <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
    <RadixTooltip.Portal>
      <RadixTooltip.Content
        side={side}
        sideOffset={6}
        className="z-50 max-w-xs rounded-md bg-slate-900 px-3 py-2 text-xs font-medium text-white shadow-lg"
      >
        {content}
        <RadixTooltip.Arrow className="fill-slate-900" />
      </RadixTooltip.Content>
    </RadixTooltip.Portal>
  </RadixTooltip.Root>
);
