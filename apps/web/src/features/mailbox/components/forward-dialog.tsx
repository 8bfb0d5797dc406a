import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { formatMoney } from '@charterline/shared/format';
import {
  type TForwardingAddressInput,
  type TMailItem,
  type TMailRequestResult,
  ZForwardingAddressInput,
} from '@charterline/shared/schemas/mail';
import {
  AddressFields,
  emptyAddress,
  NAMED_ADDRESS_LABELS,
} from '@/components/forms/address-fields';
import { FormInput } from '@/components/forms/form-input';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { LoadFailed } from '@/components/ui/load-states';
import { ApiError } from '@/lib/api-client';
import { useCreateForwardingAddress } from '../api/create-forwarding-address';
import { useCreateMailRequest } from '../api/create-mail-request';
import { useForwardingAddresses } from '../api/get-forwarding-addresses';

const EMPTY: TForwardingAddressInput = { name: '', ...emptyAddress('US') };

/**
 * Forward a letter: to a saved address, or to one added here (saved for next time). Without
 * the unlimited plan the shipping is paid at checkout, which the caller opens from the answer.
 */
export const ForwardDialog = ({
  item,
  unlimited,
  price,
  onClose,
  onDone,
}: {
  item: TMailItem;
  unlimited: boolean;
  price: number;
  onClose: () => void;
  onDone: (result: TMailRequestResult) => void;
}) => {
  const addresses = useForwardingAddresses();
  const saveAddress = useCreateForwardingAddress();
  const forward = useCreateMailRequest();
  const [chosen, setChosen] = useState('');
  const [adding, setAdding] = useState(false);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<TForwardingAddressInput>({
    resolver: zodResolver(ZForwardingAddressInput),
    defaultValues: EMPTY,
  });
  const saved = addresses.data ?? [];
  const newAddress = adding || (addresses.isSuccess && saved.length === 0);
  const send = async (forwardingAddressId: string) => {
    const result = await forward.mutateAsync({
      id: item.id,
      body: {
        action: 'forward',
        forwardingAddressId,
        ...(note.trim() ? { note: note.trim() } : {}),
      },
    });
    onDone(result);
  };
  const fail = (error: unknown) =>
    setProblem(error instanceof ApiError ? error.message : 'The letter could not be forwarded.');
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    setProblem(null);
    if (newAddress)
      return void form.handleSubmit(async (values) => {
        try {
          const address = await saveAddress.mutateAsync(values);
          await send(address.id);
        } catch (error) {
          fail(error);
        }
      })(event);
    event.preventDefault();
    if (!chosen) return setProblem('Choose where to send it');
    send(chosen).catch(fail);
  };
  return (
    <FormDialog
      title="Forward this letter"
      description={
        unlimited
          ? `We post the letter from ${item.sender} to the address you choose; your plan covers the shipping.`
          : `We post the letter from ${item.sender} to the address you choose. Shipping costs ${formatMoney(price)}, paid at checkout next.`
      }
      onClose={onClose}
      onSubmit={submit}
      submit={unlimited ? 'Forward letter' : 'Continue to payment'}
      pending={forward.isPending || saveAddress.isPending}
      problem={problem}
    >
      {addresses.isError ? (
        <LoadFailed
          what="Your addresses could not be loaded."
          retry={() => void addresses.refetch()}
        />
      ) : null}
      {!newAddress && saved.length > 0 ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">Send it to</legend>
          {saved.map((a) => (
            <label
              key={a.id}
              className="flex items-start gap-3 rounded-xl p-3 ring-1 ring-slate-200 has-[:checked]:ring-brand-600"
            >
              <input
                type="radio"
                name="forward-to"
                className="mt-1"
                value={a.id}
                checked={chosen === a.id}
                onChange={() => setChosen(a.id)}
              />
              <span className="text-sm text-slate-800">
                <span className="block font-semibold">{a.name}</span>
                {[a.line1, a.line2, a.city, a.region, a.postalCode, a.country]
                  .filter(Boolean)
                  .join(', ')}
              </span>
            </label>
          ))}
          <Button size="sm" appearance="plain" onClick={() => setAdding(true)}>
            Add an address
          </Button>
        </fieldset>
      ) : null}
      {newAddress ? (
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium text-slate-700">New address</legend>
          <FormProvider {...form}>
            <FormInput label="Name" name="name" className="sm:col-span-2" />
            <AddressFields
              inGrid
              regions="text"
              labels={{ ...NAMED_ADDRESS_LABELS, postalCode: 'ZIP or postal code (optional)' }}
            />
          </FormProvider>
          {saved.length > 0 ? (
            <Button
              size="sm"
              appearance="plain"
              className="sm:col-span-2"
              onClick={() => setAdding(false)}
            >
              Use a saved address
            </Button>
          ) : null}
        </fieldset>
      ) : null}
      <Input
        label="Note for our team (optional)"
        value={note}
        maxLength={500}
        onChange={(e) => setNote(e.target.value)}
      />
    </FormDialog>
  );
};
