import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import {
  type TResetPasswordRequest,
  ZResetPasswordRequest,
} from '@charterline/shared/schemas/auth';
import { AuthLayout, TextLink } from '@/components/layouts/auth-layout';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useResetPassword } from '@/features/auth/api/reset-password';
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
  const onSubmit = form.handleSubmit((values) => reset.mutateAsync(values));

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
