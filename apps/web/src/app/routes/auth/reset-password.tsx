import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import {
  type TResetPasswordRequest,
  ZResetPasswordRequest,
} from '@charterline/shared/schemas/auth';
import { AuthLayout, TextLink } from '@/components/layouts/auth-layout';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCheckResetToken } from '@/features/auth/api/check-reset-token';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { PasswordMeter } from '@/features/auth/password-meter';
import { usePasswordStrength, weakPasswordCode } from '@/features/auth/use-password-strength';
import { fieldError } from '@/lib/field-error';
import { usePageTitle } from '@/lib/use-page-title';

export const ResetPasswordRoute = () => {
  usePageTitle('Choose a new password');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const reset = useResetPassword({
    onSuccess: () => {
      toast.success('Password reset successfully');
      void navigate('/login', { replace: true });
    },
  });
  const form = useForm<TResetPasswordRequest>({
    resolver: zodResolver(ZResetPasswordRequest),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const link = useCheckResetToken(token);
  const password = useWatch({ control: form.control, name: 'password' });
  const strength = usePasswordStrength(password);
  const onSubmit = form.handleSubmit(async (values) => {
    const weak = await weakPasswordCode(values.password);
    if (weak) {
      form.setError('password', { message: weak }, { shouldFocus: true });
      return;
    }
    await reset.mutateAsync(values);
  });

  // Issue 17: a used or expired link says so when it opens, not after the form is filled.
  if (link.error instanceof ApiError && link.error.status === 400) {
    return (
      <AuthLayout
        title="This link has expired"
        subtitle="Reset links work once, for one hour. Ask for a new one and use the latest e-mail."
        footer={<TextLink to="/login">Back to log in</TextLink>}
      >
        <p role="alert" className="text-sm text-slate-700">
          This password reset link is invalid or has expired.{' '}
          <TextLink to="/forgot-password">Send me a new link</TextLink>
        </p>
      </AuthLayout>
    );
  }
  if (link.isLoading) {
    return (
      <AuthLayout title="Choose a new password" subtitle="Checking your link…">
        <Skeleton className="h-40 w-full" />
      </AuthLayout>
    );
  }
  if (!token) {
    return (
      <AuthLayout
        title="This link is incomplete"
        subtitle="Open the link from the e-mail again, or ask for a new one."
        footer={<TextLink to="/forgot-password">Send me a new link</TextLink>}
      >
        <p className="text-sm text-slate-600">The reset link has no token.</p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="You will be logged out everywhere else."
      footer={<TextLink to="/login">Back to log in</TextLink>}
    >
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e).catch(() => undefined)}
        className="space-y-5"
      >
        <input type="hidden" {...form.register('token')} />
        <Input
          label="New password"
          type="password"
          autoComplete="new-password"
          autoFocus
          hint="At least 8 characters. Avoid common passwords."
          {...form.register('password')}
          error={fieldError(form.formState.errors.password)}
        />
        <PasswordMeter strength={strength} />
        <Input
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          {...form.register('confirmPassword')}
          error={fieldError(form.formState.errors.confirmPassword)}
        />
        {form.formState.errors.token ? (
          <p role="alert" className="text-sm text-red-600">
            {fieldError(form.formState.errors.token)}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
          Set new password
        </Button>
      </form>
    </AuthLayout>
  );
};
