import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';

// The tooltip on Radix. Pages use ./tooltip, which loads this file on first hover or focus.

export type TTooltipProps = {
  content: ReactNode;
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
};

/** A short hint shown on hover and on keyboard focus. */
export const Tooltip = ({ content, children, side = 'right' }: TTooltipProps) => (
  // Each tooltip has its own provider: the pages have one tooltip each, so there is no
  // delay to share between neighbours.
  <RadixTooltip.Provider>
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
  </RadixTooltip.Provider>
);
