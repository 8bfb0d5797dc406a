import { useEffect, useRef } from 'react';
import type { TCompanyChange } from '@charterline/shared/schemas/company-changes';
import { CheckoutButton } from '@/features/checkout/checkout-dialog';

/**
 * Pay now: the checkout dialog with what the change buys. `autoOpen` opens it at once (just
 * after the change was asked for) by pressing its own button, once: the dialog is the
 * checkout's, unchanged, and closing it leaves the change waiting with this button. Paid,
 * nothing is refreshed here: the paid change leaves "Waiting for payment", which would take
 * this button and its dialog away under the success message; the checkout's return to the
 * page (?session_id) refreshes the changes and the profile.
 */
export const PayChange = ({
  change,
  autoOpen = false,
  onOpened,
}: {
  change: TCompanyChange & { checkout: NonNullable<TCompanyChange['checkout']> };
  autoOpen?: boolean;
  onOpened?: () => void;
}) => {
  const box = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (!autoOpen || opened.current) return;
    opened.current = true;
    box.current?.querySelector('button')?.click();
    onOpened?.();
  }, [autoOpen, onOpened]);
  return (
    <div ref={box} className="w-full sm:w-auto [&>button]:w-full sm:[&>button]:w-auto">
      <CheckoutButton
        items={change.checkout.items}
        metadata={change.checkout.metadata}
        label="Pay now"
        ariaLabel={`Pay now: ${change.label}`}
        title={`Pay for: ${change.label}`}
      />
    </div>
  );
};
