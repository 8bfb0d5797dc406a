import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { friendlyMessage } from '@charterline/shared/error-display';
import { loginProblems, normaliseLogin, type TLoginFields } from '@charterline/shared/rules/login';
import { AuthLayout, TextLink } from '@/components/layouts/auth-layout';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { safeRedirectTarget, useLogin } from '@/lib/auth';
import { usePageTitle } from '@/lib/use-page-title';

export const LoginRoute = () => {
  usePageTitle('Log in');
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  // A two-field form kept without a form library (the /login budget, decision 0080): the
  // checks run on submit, then again on every change, as our other forms do.
  const [values, setValues] = useState<TLoginFields>({ email: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const problems = submitted ? loginProblems(values) : {};
  const errorOf = (field: keyof TLoginFields) => {
    const code = problems[field];
    return code ? friendlyMessage(code) : undefined;
  };
  const change = (field: keyof TLoginFields) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  // Issue 17: the failure stays above the form, not only in a 4-second toast.
  const failure =
    login.error instanceof ApiError
      ? (login.error.toastText ?? login.error.message)
      : login.error
        ? 'An unexpected error occurred. Please try again.'
        : null;
  const from = (location.state as { from?: string } | null)?.from ?? params.get('redirectTo');

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const found = loginProblems(values);
    const first = (['email', 'password'] as const).find((f) => found[f]);
    if (first) {
      (first === 'email' ? emailRef : passwordRef).current?.focus();
      return;
    }
    await login.mutateAsync(normaliseLogin(values));
    toast.success('Welcome back! You have been logged in successfully.');
    void navigate(safeRedirectTarget(from), { replace: true });
  };

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
        {failure ? (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
          >
            {failure}
          </p>
        ) : null}
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
          ref={emailRef}
          name="email"
          value={values.email}
          onChange={change('email')}
          error={errorOf('email')}
        />
        <Input
          label="Password"
          type="password"
          autoComplete="current-password"
          ref={passwordRef}
          name="password"
          value={values.password}
          onChange={change('password')}
          error={errorOf('password')}
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
