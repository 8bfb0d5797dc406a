import { Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { TMailbox } from '@charterline/shared/schemas/mail';
import { Button } from '@/components/ui/button';

type TAddress = NonNullable<TMailbox['address']>;

/** The lines as senders write them, each with what its copy button says. */
const linesOf = (a: TAddress) =>
  [
    { key: 'recipient', name: 'recipient', text: a.recipient },
    { key: 'line1', name: 'street address', text: a.line1 },
    { key: 'line2', name: 'suite', text: a.line2 },
    {
      key: 'city',
      name: 'city, state and ZIP code',
      text: `${a.city}, ${a.region} ${a.postalCode}`,
    },
    { key: 'country', name: 'country', text: a.country },
  ].filter((l) => l.text.trim() !== '');

/** The mailbox's address, a copy button per line and one for all of it, and how to use it. */
export const MailboxAddressCard = ({ address }: { address: TAddress }) => {
  const [copied, setCopied] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const lines = linesOf(address);
  const copy = (text: string, what: string) => {
    void navigator.clipboard.writeText(text).then(
      () => setCopied(`Copied ${what}`),
      () => setCopied('Could not copy: select the text and copy it'),
    );
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(''), 3000);
  };
  return (
    <section
      aria-labelledby="mailbox-address"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="mailbox-address" className="text-lg font-semibold text-slate-900">
            Your US mailing address
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">
            Use this address for mail from the IRS, your state, your bank and your customers. We
            scan the envelope of every letter the day it arrives. Banks and payment processors
            usually refuse a virtual mailbox as a company’s principal place of business or as
            anyone’s home address: give it to them as a mailing address only.
          </p>
        </div>
        <Button
          size="sm"
          variant="neutral"
          onClick={() => copy(lines.map((l) => l.text).join('\n'), 'the address')}
        >
          <Copy size={16} aria-hidden="true" />
          Copy address
        </Button>
      </div>
      <address className="mt-4 space-y-1 not-italic">
        {lines.map((l) => (
          <div key={l.key} className="flex items-center gap-2">
            <span className="font-mono text-sm text-slate-900">{l.text}</span>
            <Button
              size="sm"
              appearance="plain"
              variant="neutral"
              aria-label={`Copy ${l.name}`}
              onClick={() => copy(l.text, `the ${l.name}`)}
              className="!h-7 !px-2"
            >
              <Copy size={14} aria-hidden="true" />
            </Button>
          </div>
        ))}
      </address>
      <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm text-emerald-700">
        {copied}
      </p>
    </section>
  );
};
