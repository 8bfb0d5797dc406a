import { CheckCircle2, XCircle } from 'lucide-react';

export const PROCESSING_STAGES = [
  'Validating payment',
  'Processing transaction',
  'Confirming order',
] as const;

type TPaymentResultProps =
  | { phase: 'processing'; stage: number }
  | { phase: 'success' }
  | { phase: 'failed'; message: string };

/**
 * What the dialog shows over the card form while it pays and after: the form under it is
 * hidden (not faded), so no outline of it shows through.
 */
export const PaymentResult = (props: TPaymentResultProps) => {
  const frame = 'absolute inset-0 flex flex-col items-center justify-center bg-white text-center';
  if (props.phase === 'processing') {
    return (
      <div role="status" className={frame}>
        <p className="text-base font-semibold text-slate-900">{PROCESSING_STAGES[props.stage]}</p>
        <p className="mt-2 text-sm text-slate-600">
          This may take a few moments. Please don&apos;t close this window.
        </p>
      </div>
    );
  }
  if (props.phase === 'success') {
    return (
      <div role="status" className={frame}>
        <CheckCircle2 size={40} className="text-emerald-600" aria-hidden="true" />
        <p className="mt-2 text-lg font-semibold">Payment Successful!</p>
        <p className="text-sm text-slate-600">
          Your payment has been processed successfully! Redirecting you now...
        </p>
      </div>
    );
  }
  return (
    <div role="alert" className={frame}>
      <XCircle size={40} className="text-red-600" aria-hidden="true" />
      <p className="mt-2 text-lg font-semibold">Payment Failed</p>
      <p className="text-sm text-slate-600">
        {props.message || 'There was an issue processing your payment. Please try again.'}
      </p>
    </div>
  );
};
