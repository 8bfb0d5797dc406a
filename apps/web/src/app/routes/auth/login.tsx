import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ZLoginRequest, type TLoginRequest } from '@charterline/shared/schemas/auth';
import { AuthLayout, TextLink } from '@/components/layouts/auth-layout';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { fieldError } from '@/features/auth/field-error';
import { safeRedirectTarget, useLogin } from '@/lib/auth';
import { usePageTitle } from '@/lib/use-page-title';

export const LoginRoute = () => {
  usePageTitle('Log in');
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const form = useForm<TLoginRequest>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: '', password: '' },
  });
  const from = (location.state as { from?: string } | null)?.from ?? params.get('redirectTo');

  const onSubmit = form.handleSubmit(async (values) => {
    await login.mutateAsync(values);
    toast.success('Welcome back! You have been logged in successfully.');
    void navigate(safeRedirectTarget(from), { replace: true });
  });

  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Log in to see your company, your documents and what to do next."
      footer={
        <>
          New here? <TextLink to={`/signup${location.search}`}>Create an account</TextLink>
        </>
      }
    >
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
        <Input
          label="Password"
          type="password"
          autoComplete="current-password"
          {...form.register('password')}
          error={fieldError(form.formState.errors.password)}
        />
        <div className="flex justify-end">
          <TextLink to="/forgot-password">Forgot your password?</TextLink>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={login.isPending}>
          Log in
        </Button>
      </form>
    </AuthLayout>
  );
};
