import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { ChangeEmailForm } from '@/features/auth/change-email-form';
import { ChangePasswordForm } from '@/features/auth/change-password-form';
import { ProfileDetailsForm } from '@/features/auth/profile-details-form';
import { useUser } from '@/lib/auth';
import { usePageTitle } from '@/lib/use-page-title';

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section aria-labelledby={id} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
    <h2 id={id} className="mb-4 text-lg font-semibold text-slate-900">
      {title}
    </h2>
    {children}
  </section>
);

/** /dashboard/profile: the customer's own name, phone, e-mail and password (issue 17). */
export const Component = () => {
  usePageTitle('Profile');
  const me = useUser().data;
  const { hash } = useLocation();
  // "#profile-password" (the palette's Security) shows that section once the page has drawn it.
  useEffect(() => {
    if (me && hash) document.getElementById(hash.slice(1))?.scrollIntoView?.({ block: 'start' });
  }, [me, hash]);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">Profile</h1>
      {me ? (
        <>
          <Section id="profile-details" title="Your details">
            <ProfileDetailsForm me={me} />
          </Section>
          <Section id="profile-email" title="Email">
            <ChangeEmailForm me={me} />
          </Section>
          <Section id="profile-password" title="Password">
            <ChangePasswordForm me={me} />
          </Section>
        </>
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
    </div>
  );
};
