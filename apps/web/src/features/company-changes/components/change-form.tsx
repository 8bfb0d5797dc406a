import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import {
  ZProposedChange,
  type TChangeOption,
  type TCompanyChange,
  type TProposedChange,
} from '@charterline/shared/schemas/company-changes';
import type { TCompanyProfile } from '@charterline/shared/schemas/company-profile';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { applyFieldErrors } from '@/lib/form-errors';
import { useCreateCompanyChange } from '../api/create-company-change';
import { changeBody, type TChangeDraft } from '../change-draft';
import { appliesAtOnce } from '../change-texts';
import { ChangeFields } from './change-fields';
import { ChangeQuote } from './change-quote';

/** The draft checked as the body it becomes, with the shared schema the API checks it with. */
const changeResolver =
  (option: TChangeOption): Resolver<TChangeDraft, unknown, TProposedChange> =>
  (values, context, options) => {
    const check = zodResolver(ZProposedChange) as unknown as Resolver<
      TChangeDraft,
      unknown,
      TProposedChange
    >;
    return check(changeBody(option.kind, values) as unknown as TChangeDraft, context, options);
  };

/**
 * One kind of change: its form, prefilled from the profile, with its quote beside it (under it
 * on a phone). Closing the company asks once more. `onMade` gets the change the API made.
 */
export const ChangeForm = ({
  option,
  profile,
  draft,
  onMade,
  onBack,
}: {
  option: TChangeOption;
  profile: TCompanyProfile;
  draft: TChangeDraft;
  onMade: (change: TCompanyChange) => void;
  onBack: () => void;
}) => {
  const create = useCreateCompanyChange();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<TProposedChange | null>(null);
  const form = useForm<TChangeDraft, unknown, TProposedChange>({
    defaultValues: draft,
    resolver: changeResolver(option),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const send = (body: TProposedChange) => {
    setProblem(null);
    setConfirming(null);
    create.mutate(body, {
      onSuccess: onMade,
      onError: (error) => {
        // The API names a field of the body ("change.address.city"), the form's below `change`.
        const unplaced = applyFieldErrors(form.setError, 'any', error, {
          under: 'change',
          fallback: 'The change could not be saved. Please try again.',
        });
        if (unplaced === null) return focusFirstInvalid();
        setProblem(unplaced);
      },
    });
  };
  const submit = form.handleSubmit(
    (body) => (body.kind === 'CLOSURE' ? setConfirming(body) : send(body)),
    focusFirstInvalid,
  );
  const name = profile.legalName ?? 'your company';

  return (
    <section aria-labelledby="change-form-title" className="space-y-4">
      <div>
        <Button variant="neutral" appearance="plain" size="sm" onClick={onBack}>
          ← Back to all changes
        </Button>
        <h3 id="change-form-title" className="mt-2 text-lg font-semibold text-slate-900">
          {option.label}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{option.explanation}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <FormProvider {...form}>
          <form
            noValidate
            aria-labelledby="change-form-title"
            className="space-y-5 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6"
            onSubmit={(e) => void submit(e)}
          >
            <ChangeFields kind={option.kind} />
            {problem ? (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
                {problem}
              </p>
            ) : null}
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button type="submit" className="w-full sm:w-auto" loading={create.isPending}>
                {appliesAtOnce(option) ? 'Save' : 'Continue to payment'}
              </Button>
              <Button
                variant="neutral"
                appearance="outlined"
                className="w-full sm:w-auto"
                onClick={onBack}
              >
                Back
              </Button>
            </div>
          </form>
        </FormProvider>
        <aside
          aria-label="Price"
          className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 lg:sticky lg:top-24"
        >
          <ChangeQuote option={option} />
        </aside>
      </div>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? null : setConfirming(null))}
        title={`Close ${name}?`}
        description="We file the state's dissolution papers once you pay. The company stops existing when the state accepts them."
      >
        <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
          <Button
            variant="danger"
            className="w-full sm:w-auto"
            onClick={() => (confirming ? send(confirming) : undefined)}
          >
            Yes, close {name}
          </Button>
          <Button
            variant="neutral"
            appearance="outlined"
            className="w-full sm:w-auto"
            onClick={() => setConfirming(null)}
          >
            Keep it
          </Button>
        </div>
      </Dialog>
    </section>
  );
};
