import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { TMe } from '@charterline/shared/schemas/auth';
import {
  type TChangePasswordRequest,
  ZChangePasswordRequest,
} from '@charterline/shared/schemas/profile';
import { Button } from '@/components/ui/button';
import { FormInput } from '@/components/forms/form-input';
import { applyFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useChangePassword } from './api/change-password';
import { PasswordMeter } from './password-meter';
import { usePasswordStrength, weakPasswordCode } from './use-password-strength';

export const PASSWORD_CHANGED_TEXT =
  'Your password has been changed. Your other devices have been signed out.';

/** The current password, then a new one hard to guess; this device stays signed in. */
export const ChangePasswordForm = ({ me }: { me: TMe }) => {
  const change = useChangePassword();
  const form = useForm<TChangePasswordRequest>({
    resolver: zodResolver(ZChangePasswordRequest),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const strength = usePasswordStrength(useWatch({ control: form.control, name: 'password' }), me);
  const onSubmit = form.handleSubmit(async (values) => {
    const weak = await weakPasswordCode(values.password, me);
    if (weak) {
      form.setError('password', { message: weak }, { shouldFocus: true });
      return;
    }
    try {
      await change.mutateAsync(values);
      form.reset();
      toast.success(PASSWORD_CHANGED_TEXT);
    } catch (error) {
      applyFieldErrors(form.setError, 'any', error);
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5">
      <FormInput
        form={form}
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <FormInput
        form={form}
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. Avoid common passwords."
      />
      <PasswordMeter strength={strength} />
      <FormInput
        form={form}
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
      <p className="text-sm text-slate-600">
        Your other devices are signed out; this one stays signed in.
      </p>
      <div className="flex justify-end">
        <Button type="submit" loading={change.isPending} className="w-full sm:w-auto">
          Change password
        </Button>
      </div>
    </form>
  );
};
