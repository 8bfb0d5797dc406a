import { FormProvider } from 'react-hook-form';
import { type TOwnersRequest, ZOwnersRequest } from '@charterline/shared/schemas/company';
import { useUser } from '@/lib/auth';
import { ownerDrafts, ownersBody, type TOwnerDraft } from '@/components/forms/owner-drafts';
import { OwnersFields } from '@/components/forms/owners-fields';
import { useStepForm } from '../step-form';
import { StepForm, type TStepProps } from '../step-frame';

type TOwnershipForm = { owners: TOwnerDraft[] };

const toBody = (v: TOwnershipForm): TOwnersRequest => ({ owners: ownersBody(v.owners) });

/** Formation step 3: the owners and their percentages, which must reach exactly 100%. */
export const OwnershipStep = ({ company, next, back }: TStepProps) => {
  const user = useUser().data;
  const { form, submit, busy } = useStepForm({
    schema: ZOwnersRequest,
    toBody,
    defaultValues: { owners: ownerDrafts(company.owners, user) },
    path: '/owners',
    next,
    successText: 'Excellent! Your company owners have been saved successfully.',
  });
  return (
    <FormProvider {...form}>
      <StepForm onBack={back} onSubmit={submit} busy={busy}>
        <OwnersFields />
      </StepForm>
    </FormProvider>
  );
};
