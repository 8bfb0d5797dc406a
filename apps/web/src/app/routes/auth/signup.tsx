import { Building2, Rocket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { AuthLayout, TextLink } from '@/components/layouts/auth-layout';
import { usePageTitle } from '@/lib/use-page-title';

const Choice = ({
  to,
  icon,
  title,
  text,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  text: string;
}) => (
  <Link
    to={to}
    className="flex items-start gap-4 rounded-xl border border-slate-200 p-5 transition-colors hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
  >
    <span className="rounded-lg bg-brand-100 p-2.5 text-brand-700">{icon}</span>
    <span>
      <span className="block font-semibold text-slate-900">{title}</span>
      <span className="mt-1 block text-sm text-slate-600">{text}</span>
    </span>
  </Link>
);

/** /signup: a new business or one that already exists; the query string rides along. */
export const SignupRoute = () => {
  usePageTitle('Sign up');
  const { search } = useLocation();
  return (
    <AuthLayout
      title="Let's get you set up"
      subtitle="A few questions first, so we can suggest the right services."
      footer={
        <>
          Already have an account? <TextLink to="/login">Log in</TextLink>
        </>
      }
    >
      <div className="space-y-3">
        <Choice
          to={`/signup/new-business/questions${search}`}
          icon={<Rocket size={22} aria-hidden="true" />}
          title="Start a new business"
          text="Form a US LLC from anywhere in the world."
        />
        <Choice
          to={`/signup/existing-business/questions${search}`}
          icon={<Building2 size={22} aria-hidden="true" />}
          title="I already have a business"
          text="Keep your US company compliant, bookkept and banked."
        />
      </div>
    </AuthLayout>
  );
};
