import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { TMe } from '@charterline/shared/schemas/auth';
import { type TEmailChangeRequest, ZEmailChangeRequest } from '@charterline/shared/schemas/profile';
import { Button } from '@/components/ui/button';
import { FormInput } from '@/components/forms/form-input';
import { applyFieldErrors } from '@/lib/form-errors';
import { useRequestEmailChange } from './api/request-email-change';

/** A new sign-in e-mail: it changes only when the link sent to it is opened (24 hours). */
export const ChangeEmailForm = ({ me }: { me: TMe }) => {
  const ask = useRequestEmailChange();
  const form = useForm<TEmailChangeRequest, unknown, z.output<typeof ZEmailChangeRequest>>({
    resolver: zodResolver(ZEmailChangeRequest),
    defaultValues: { email: '', currentPassword: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await ask.mutateAsync(values);
    } catch (error) {
      applyFieldErrors(form.setError, 'any', error);
    }
  });
  if (ask.isSuccess) {
    return (
      <div
        role="status"
        className="space-y-3 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900"
      >
        <p>
          We sent a link to <strong>{ask.variables.email.trim().toLowerCase()}</strong>. Open it
          within 24 hours to make it your sign-in e-mail; until then you keep signing in with{' '}
          <strong>{me.email}</strong>.
        </p>
        <Button
          size="sm"
          variant="secondary"
          appearance="outlined"
          onClick={() => {
            ask.reset();
            form.reset();
          }}
        >
          Use another address
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5">
      <p className="text-sm text-slate-600">
        You sign in with <strong className="text-slate-900">{me.email}</strong>.
      </p>
      <FormInput form={form} name="email" label="New email" type="email" autoComplete="email" />
      <FormInput
        form={form}
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <div className="flex justify-end">
        <Button type="submit" loading={ask.isPending} className="w-full sm:w-auto">
          Send confirmation link
        </Button>
      </div>
    </form>
  );
};
