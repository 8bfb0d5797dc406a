import { CreditCard } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { friendlyMessage } from '@charterline/shared/error-display';
import type { TCardFields } from '@charterline/shared/rules/card';
import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import type { TPublicInvoice, TPublicPaySession } from '@charterline/shared/schemas/invoicing';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useConfirmInvoicePayment, useStartInvoicePayment } from '../../api/public-invoice';

type TCardField = keyof TCardFields;
/** A card field the server refused, in its words (the card form shows it next to the field). */
export type TCardProblem = { field: TCardField; message: string };
const CARD_FIELDS: readonly string[] = ['cardNumber', 'expiry', 'cvc'] satisfies TCardField[];

/** The card form the page is given (the checkout's): it pays, and shows a field's problem. */
export type TRenderCardForm = (props: {
  busy: boolean;
  submitLabel: string;
  onPay: (card: TCardFields) => Promise<TCardProblem | null>;
}) => ReactNode;
/** Stripe's Embedded Checkout for a session (the checkout's). */
export type TRenderStripe = (props: {
  publishableKey: string;
  clientSecret: string;
  onLoadError: (error: Error) => void;
}) => ReactNode;

const wordsOf = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? friendlyMessage(error.message) : fallback;

/**
 * "Pay $X": a card payment of the whole balance through the payment provider. The local
 * (test) provider's card form confirms here and the invoice shows as paid; a declined card
 * says so next to the form. With Stripe, its Embedded Checkout takes the card.
 */
export const PayPanel = ({
  token,
  invoice,
  renderCardForm,
  renderStripe,
}: {
  token: string;
  invoice: TPublicInvoice;
  renderCardForm: TRenderCardForm;
  renderStripe: TRenderStripe;
}) => {
  const start = useStartInvoicePayment(token);
  const confirm = useConfirmInvoicePayment(token);
  const [session, setSession] = useState<TPublicPaySession | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const amount = formatMinor(invoice.balance, invoice.currency);

  const begin = async () => {
    setProblem(null);
    try {
      setSession(await start.mutateAsync());
    } catch (error) {
      setProblem(wordsOf(error, 'The payment could not be started. Please try again.'));
    }
  };

  const pay = async (card: TCardFields): Promise<TCardProblem | null> => {
    if (!session) return null;
    setProblem(null);
    try {
      await confirm.mutateAsync({
        sessionId: session.sessionId,
        clientSecret: session.clientSecret,
        ...card,
      });
      return null;
    } catch (error) {
      const first = error instanceof ApiError ? error.errors[0] : undefined;
      if (first?.field && CARD_FIELDS.includes(first.field)) {
        return { field: first.field as TCardField, message: friendlyMessage(first.message) };
      }
      setProblem(wordsOf(error, 'The payment did not go through. Please try again.'));
      return null;
    }
  };

  return (
    <section
      aria-labelledby="pay-heading"
      className="space-y-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 print:hidden"
    >
      <h2 id="pay-heading" className="text-base font-semibold text-slate-900">
        Pay by card
      </h2>
      {!session ? (
        <Button
          className="w-full sm:w-auto"
          icon={<CreditCard size={18} aria-hidden="true" />}
          loading={start.isPending}
          onClick={() => void begin()}
        >
          Pay {amount}
        </Button>
      ) : session.provider === 'stripe' && session.publishableKey ? (
        renderStripe({
          publishableKey: session.publishableKey,
          clientSecret: session.clientSecret,
          onLoadError: (error) => setProblem(error.message),
        })
      ) : (
        <>
          <p className="rounded-lg bg-amber-50 p-2 text-xs text-amber-900">
            Test mode: card 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.
          </p>
          {renderCardForm({ busy: confirm.isPending, submitLabel: `Pay ${amount}`, onPay: pay })}
        </>
      )}
      {problem ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {problem}
        </p>
      ) : null}
    </section>
  );
};
