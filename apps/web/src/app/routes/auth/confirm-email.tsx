import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { AuthLayout, TextLink } from '@/components/layouts/auth-layout';
import { Skeleton } from '@/components/ui/skeleton';
import { useConfirmEmailChange } from '@/features/auth/api/confirm-email-change';
import { ApiError } from '@/lib/api-client';
import { tokenStorage } from '@/lib/storage';
import { usePageTitle } from '@/lib/use-page-title';

/** /confirm-email?token=…: the link sent to a new address; works signed in or not. */
export const ConfirmEmailRoute = () => {
  usePageTitle('Confirm your email');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmailChange();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);
  const onward = tokenStorage.getAccessToken() ? (
    <TextLink to="/dashboard/profile">Back to your profile</TextLink>
  ) : (
    <TextLink to="/login">Log in</TextLink>
  );

  if (confirm.isSuccess) {
    return (
      <AuthLayout title="Your email is confirmed" footer={onward}>
        <p role="status" className="text-sm text-slate-700">
          You now sign in with <strong>{confirm.data.email}</strong>. We told your previous address
          about the change.
        </p>
      </AuthLayout>
    );
  }
  if (!token || confirm.isError) {
    const message =
      confirm.error instanceof ApiError && confirm.error.status !== 400
        ? (confirm.error.toastText ?? confirm.error.message)
        : 'This confirmation link is invalid or has expired. Ask for a new one from your profile.';
    return (
      <AuthLayout title="This link has expired" footer={onward}>
        <p role="alert" className="text-sm text-slate-700">
          {message}
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Confirming your email" subtitle="One moment…">
      <Skeleton className="h-16 w-full" />
    </AuthLayout>
  );
};
