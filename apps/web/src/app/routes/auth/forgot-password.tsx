import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type TForgotPasswordRequest,
  ZForgotPasswordRequest,
} from '@charterline/shared/schemas/auth';
import { AuthLayout, TextLink } from '@/components/layouts/auth-layout';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useRequestPasswordReset } from '@/features/auth/api/request-password-reset';
import { fieldError } from '@/lib/field-error';
import { usePageTitle } from '@/lib/use-page-title';

export const ForgotPasswordRoute = () => {
  usePageTitle('Forgot password');
  const send = useRequestPasswordReset();
  const form = useForm<TForgotPasswordRequest>({
    resolver: zodResolver(ZForgotPasswordRequest),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit((values) => send.mutateAsync(values));

  return (
    <AuthLayout
      title="Reset your password"
      subtitle="Enter the e-mail of your account and we will send you a link to choose a new password."
      footer={<TextLink to="/login">Back to log in</TextLink>}
    >
      {send.isSuccess ? (
        <div role="status" className="rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900">
          If an account exists for <strong>{form.getValues('email')}</strong>, an e-mail with a
          reset link is on its way. The link works once, for one hour.
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(e) => void onSubmit(e).catch(() => undefined)}
          className="space-y-5"
        >
          <Input
            label="Email"
            type="email"
            autoComplete="email"
            autoFocus
            {...form.register('email')}
            error={fieldError(form.formState.errors.email)}
          />
          <Button type="submit" size="lg" className="w-full" loading={send.isPending}>
            Send reset link
          </Button>
        </form>
      )}
    </AuthLayout>
  );
};
