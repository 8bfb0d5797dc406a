import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { defaultAnswers, type TBusinessType } from '@charterline/shared/onboarding-questions';
import { ZRegisterRequest, type TSignupRequest } from '@charterline/shared/schemas/auth';
import { ZOptionalPhoneField } from '@charterline/shared/schemas/phone';
import { signupLandingPath } from '@charterline/shared/rules/customer-path';
import { EXISTING_COMPANY_SERVICES, serviceCodeForKey } from '@charterline/shared/services';
import { AuthLayout, TextLink } from '@/components/layouts/auth-layout';
import { Button } from '@/components/ui/button';
import { FormPhoneInput } from '@/components/forms/form-phone-input';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { fieldError } from '@/lib/field-error';
import { SERVICE_LABELS } from '@/features/auth/service-labels';
import { PasswordMeter } from '@/features/auth/password-meter';
import { usePasswordStrength, weakPasswordCode } from '@/features/auth/use-password-strength';
import { clearAnswers, loadAnswers } from '@/features/onboarding-questions/answers-storage';
import { useSignup } from '@/lib/auth';
import { usePageTitle } from '@/lib/use-page-title';

// The phone is optional: empty is none, anything else must be a valid number (E.164 sent).
const ZAccountForm = ZRegisterRequest.extend({ phone: ZOptionalPhoneField });
type TAccountForm = z.input<typeof ZAccountForm>;

/** /signup/create-account?service=…: the account, with the answers given before. */
export const CreateAccountRoute = () => {
  usePageTitle('Create your account');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const signup = useSignup();
  const serviceCode = serviceCodeForKey(params.get('service'));
  // Bookkeeping and tax are for a company that runs already: its questions, unless told new.
  const type = params.get('type');
  const typeParam: TBusinessType =
    type === 'existing' ||
    (type !== 'new' && serviceCode !== undefined && EXISTING_COMPANY_SERVICES.includes(serviceCode))
      ? 'EXISTING'
      : 'NEW';
  // A snapshot: the stored answers are cleared once the account exists.
  const [{ businessType, answers }] = useState(() => {
    const stored = loadAnswers();
    const type = stored?.businessType ?? typeParam;
    return { businessType: type, answers: stored?.answers ?? defaultAnswers(type) };
  });
  const form = useForm<TAccountForm, unknown, z.output<typeof ZAccountForm>>({
    resolver: zodResolver(ZAccountForm),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', phone: '' },
  });
  const [password = '', firstName, lastName, email] = useWatch({
    control: form.control,
    name: ['password', 'firstName', 'lastName', 'email'],
  });
  const strength = usePasswordStrength(password, { firstName, lastName, email });

  // Every question must be answered first (some have no default).
  const unanswered = Object.values(answers).some((v) => v === null);
  if (unanswered) {
    const path = businessType === 'NEW' ? 'new-business' : 'existing-business';
    return <Navigate to={`/signup/${path}/questions?${params.toString()}`} replace />;
  }

  const onSubmit = form.handleSubmit(async (values) => {
    // The API's own rule (zxcvbn, decision 0103), asked before the call.
    const weak = await weakPasswordCode(values.password, values);
    if (weak) {
      form.setError('password', { message: weak }, { shouldFocus: true });
      return;
    }
    const payload = {
      ...values,
      phone: values.phone ?? undefined,
      service: serviceCode,
      businessType,
      answers,
    } as TSignupRequest;
    // Each path lands where it starts: Bring your LLC, the service's offer, or home. Once
    // signed in, VisitorsOnly sends this page to its redirectTo: the same landing.
    const landing = signupLandingPath({ businessType, serviceCode });
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('redirectTo', landing);
        return next;
      },
      { replace: true },
    );
    await signup.mutateAsync(payload);
    clearAnswers();
    toast.success('Excellent! Your account has been created successfully.');
    void navigate(landing, { replace: true });
  });

  return (
    <AuthLayout
      title="Create your account"
      subtitle={
        serviceCode ? (
          <>
            You chose <strong className="text-slate-900">{SERVICE_LABELS[serviceCode]}</strong>.
            Your answers are saved with your account.
          </>
        ) : (
          'Your answers are saved with your account.'
        )
      }
      footer={
        <>
          Already have an account? <TextLink to="/login">Log in</TextLink>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e).catch(() => undefined)}
        className="space-y-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label="First name"
            autoComplete="given-name"
            autoFocus
            {...form.register('firstName')}
            error={fieldError(form.formState.errors.firstName)}
          />
          <Input
            label="Last name"
            autoComplete="family-name"
            {...form.register('lastName')}
            error={fieldError(form.formState.errors.lastName)}
          />
        </div>
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          {...form.register('email')}
          error={fieldError(form.formState.errors.email)}
        />
        <Input
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters. Avoid common passwords."
          {...form.register('password')}
          error={fieldError(form.formState.errors.password)}
        />
        <PasswordMeter strength={strength} />
        <FormPhoneInput control={form.control} name="phone" label="Phone (optional)" />
        <Button type="submit" size="lg" className="w-full" loading={signup.isPending}>
          Create account
        </Button>
      </form>
    </AuthLayout>
  );
};
