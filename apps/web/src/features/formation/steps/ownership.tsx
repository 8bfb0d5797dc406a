import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { OWNERSHIP_TOTAL_MESSAGE, ZOwnersRequest } from '@charterline/shared/schemas/company';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useUser } from '@/lib/auth';
import { AddressFields, emptyAddress, type TAddressValue } from '../address-fields';
import { under } from '../form-errors';
import { useStepSave } from '../use-step-save';
import { StepForm, type TStepProps } from '../step-frame';

type TOwnerDraft = {
  key: number;
  firstName: string;
  lastName: string;
  email: string;
  percentage: string;
  address: TAddressValue;
};

let nextKey = 1;
const draft = (o: Partial<Omit<TOwnerDraft, 'key'>> = {}): TOwnerDraft => ({
  key: nextKey++,
  firstName: '',
  lastName: '',
  email: '',
  percentage: '',
  address: emptyAddress(''),
  ...o,
});

const hundredths = (p: string) => Math.round(Number(p.replace(',', '.')) * 100) || 0;

/** Formation step 3: the owners and their percentages, which must reach exactly 100%. */
export const OwnershipStep = ({ company, next, back }: TStepProps) => {
  const user = useUser().data;
  const { submit, errors, busy } = useStepSave(
    ZOwnersRequest,
    '/owners',
    next,
    'Excellent! Your company owners have been saved successfully.',
  );
  const [owners, setOwners] = useState<TOwnerDraft[]>(() =>
    company.owners.length > 0
      ? company.owners.map((o) =>
          draft({ ...o, percentage: String(o.ownershipPercentage), address: { ...o.address } }),
        )
      : [
          draft({
            firstName: user?.firstName ?? '',
            lastName: user?.lastName ?? '',
            email: user?.email ?? '',
            percentage: '100',
          }),
        ],
  );
  const total = owners.reduce((sum, o) => sum + hundredths(o.percentage), 0);
  const update = (key: number, patch: Partial<TOwnerDraft>) =>
    setOwners((all) => all.map((o) => (o.key === key ? { ...o, ...patch } : o)));

  const onSubmit = () =>
    submit({
      owners: owners.map((o) => ({
        firstName: o.firstName,
        lastName: o.lastName,
        email: o.email,
        ownershipPercentage: Number(o.percentage.replace(',', '.')),
        address: o.address,
      })),
    });

  return (
    <StepForm onBack={back} onSubmit={onSubmit} busy={busy}>
      <div className="space-y-6">
        {owners.map((o, i) => {
          const e = under(errors, `owners.${i}`);
          return (
            <fieldset key={o.key} className="rounded-xl p-4 ring-1 ring-slate-200">
              <legend className="px-1 text-sm font-semibold text-slate-900">Owner {i + 1}</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                <Input
                  label="First name"
                  value={o.firstName}
                  onChange={(ev) => update(o.key, { firstName: ev.target.value })}
                  error={e.firstName}
                />
                <Input
                  label="Last name"
                  value={o.lastName}
                  onChange={(ev) => update(o.key, { lastName: ev.target.value })}
                  error={e.lastName}
                />
                <Input
                  label="E-mail"
                  type="email"
                  value={o.email}
                  onChange={(ev) => update(o.key, { email: ev.target.value })}
                  error={e.email}
                />
                <Input
                  label="Ownership (%)"
                  inputMode="decimal"
                  value={o.percentage}
                  onChange={(ev) => update(o.key, { percentage: ev.target.value })}
                  error={e.ownershipPercentage}
                />
              </div>
              <div className="mt-4">
                <AddressFields
                  idPrefix={`owner-${o.key}`}
                  value={o.address}
                  onChange={(address) => update(o.key, { address })}
                  errors={under(e, 'address')}
                />
              </div>
              {owners.length > 1 ? (
                <Button
                  variant="danger"
                  appearance="plain"
                  size="sm"
                  className="mt-3"
                  icon={<Trash2 size={16} aria-hidden="true" />}
                  onClick={() => setOwners((all) => all.filter((x) => x.key !== o.key))}
                >
                  Remove owner {i + 1}
                </Button>
              ) : null}
            </fieldset>
          );
        })}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button
            variant="primary"
            appearance="outlined"
            icon={<Plus size={18} aria-hidden="true" />}
            onClick={() => setOwners((all) => [...all, draft()])}
            disabled={owners.length >= 20}
          >
            Add owner
          </Button>
          <p
            aria-live="polite"
            data-testid="ownership-total"
            className={`text-sm font-semibold ${total === 10000 ? 'text-emerald-700' : 'text-amber-700'}`}
          >
            Total: {(total / 100).toFixed(2).replace(/\.00$/, '')}%
            {total === 10000 ? '' : ` (${OWNERSHIP_TOTAL_MESSAGE.toLowerCase()})`}
          </p>
        </div>
        {errors.owners ? (
          <p role="alert" className="text-sm text-red-600">
            {errors.owners}
          </p>
        ) : null}
      </div>
    </StepForm>
  );
};
