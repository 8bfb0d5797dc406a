import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZForgotPasswordRequest } from '@charterline/shared/schemas/auth';
import { AuthLayout, TextLink } from '@/components/layouts/auth-layout';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { fieldError } from '@/features/auth/field-error';
import { apiRequest } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';

type TForm = z.input<typeof ZForgotPasswordRequest>;

export const ForgotPasswordRoute = () => {
  usePageTitle('Forgot password');
  const send = useMutation({
    mutationFn: (body: TForm) =>
      apiRequest('/client/public/v1/forgotpassword', { method: 'POST', body, auth: false }),
    onSuccess: () => toast.success('Password reset instructions sent to your email'),
  });
  const form = useForm<TForm>({
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
