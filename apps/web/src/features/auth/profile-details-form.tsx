import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { TMe } from '@charterline/shared/schemas/auth';
import { ZOptionalPhoneField } from '@charterline/shared/schemas/phone';
import { ZUpdateProfileRequest } from '@charterline/shared/schemas/profile';
import { Button } from '@/components/ui/button';
import { FormInput } from '@/components/forms/form-input';
import { FormPhoneInput } from '@/components/forms/form-phone-input';
import { applyFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from './api/update-profile';

const ZDetailsForm = ZUpdateProfileRequest.extend({ phone: ZOptionalPhoneField });
type TDetailsForm = z.input<typeof ZDetailsForm>;

/** Name and phone: saved at once, no password asked. */
export const ProfileDetailsForm = ({ me }: { me: TMe }) => {
  const save = useUpdateProfile();
  const form = useForm<TDetailsForm, unknown, z.output<typeof ZDetailsForm>>({
    resolver: zodResolver(ZDetailsForm),
    defaultValues: { firstName: me.firstName, lastName: me.lastName, phone: me.phone ?? '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success('Your profile has been updated.');
    } catch (error) {
      applyFieldErrors(form.setError, 'any', error);
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormInput form={form} name="firstName" label="First name" autoComplete="given-name" />
        <FormInput form={form} name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <FormPhoneInput control={form.control} name="phone" label="Phone (optional)" />
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending} className="w-full sm:w-auto">
          Save details
        </Button>
      </div>
    </form>
  );
};
