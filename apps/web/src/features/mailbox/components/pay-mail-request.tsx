import { useEffect, useRef } from 'react';
import { MAIL_ACTION_LABELS, type TMailRequest } from '@charterline/shared/schemas/mail';
import { CheckoutButton } from '@/features/checkout/checkout-dialog';

export type TMailCheckout = { items: string[]; metadata: Record<string, string> };

/**
 * Pay now for a request waiting for payment (forwarding's shipping, an unlock): the usual
 * checkout with the items and metadata the API named. `autoOpen` opens it once, right after
 * the request was made, by pressing its own button (as LLC Management's changes do).
 */
export const PayMailRequest = ({
  request,
  checkout,
  autoOpen,
  onOpened,
}: {
  request: TMailRequest;
  checkout: TMailCheckout;
  autoOpen: boolean;
  onOpened: () => void;
}) => {
  const box = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (!autoOpen || opened.current) return;
    opened.current = true;
    box.current?.querySelector('button')?.click();
    onOpened();
  }, [autoOpen, onOpened]);
  const label = MAIL_ACTION_LABELS[request.action];
  return (
    <div ref={box}>
      <CheckoutButton
        items={checkout.items}
        metadata={checkout.metadata}
        label="Pay now"
        ariaLabel={`Pay now: ${label}`}
        title={`Pay for: ${label}`}
        // No refresh on success: it would replace this button (and the checkout's dialog)
        // under the success message; the checkout returns to this page, which shows it.
      />
    </div>
  );
};
