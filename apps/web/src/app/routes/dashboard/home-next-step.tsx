import { ArrowRight, CircleDot } from 'lucide-react';
import { Link } from 'react-router';
import {
  BRING_YOUR_LLC_PATH,
  customerPathOf,
  ONBOARDING_PATH,
} from '@charterline/shared/rules/customer-path';
import type { TCompanyDetails } from '@charterline/shared/schemas/company';
import { SERVICE_PAGES } from '@charterline/shared/schemas/services';
import { Skeleton } from '@/components/ui/skeleton';
import { useOffers } from '@/features/billing/api/get-offers';

type TNextStep = { title: string; text: string; to: string; cta: string };

/** The formation path (today's): from where the company stands in the wizard. */
const formationStep = (company: TCompanyDetails): TNextStep => {
  if (company.paymentStatus === 'NOT_PAID') {
    return {
      title: 'Choose your state and pay the formation fee',
      text: 'Pick where to form your LLC, add any optional products, and pay securely by card.',
      to: ONBOARDING_PATH,
      cta: company.state ? 'Continue onboarding' : 'Start onboarding',
    };
  }
  if (company.companyStatus === 'MISSING_INFORMATION') {
    return {
      title: 'Tell us about your company',
      text: 'Six short steps: the name, registered agent, owners, mailing address, EIN and bank. Your answers are saved as you go.',
      to: ONBOARDING_PATH,
      cta: 'Enter formation details',
    };
  }
  if (company.companyStatus === 'COMPLETED') {
    return {
      title: 'Your LLC is formed',
      text: 'Your documents are ready in LLC Management. Keep it in good standing with compliance reminders.',
      to: '/dashboard/llc-management',
      cta: 'Open LLC Management',
    };
  }
  return {
    title: 'Follow your filing',
    text: 'We are working on your formation. Each step shows up here with its date.',
    to: '/dashboard/onboarding/formation-ongoing/step-1',
    cta: 'See progress',
  };
};

/** What the customer should do next, on the path the company is on (issue 18 §1). */
export const nextStepOf = (company: TCompanyDetails, productName?: string): TNextStep => {
  const path = customerPathOf(company);
  switch (path.kind) {
    case 'bring-your-llc':
      return {
        title: 'Bring your LLC',
        text: 'Enter the LLC you already own: its name, state, formation date, file number and owners. About three minutes.',
        to: BRING_YOUR_LLC_PATH,
        cta: 'Enter my LLC’s details',
      };
    case 'verifying':
      return {
        title: 'Your details are being verified',
        text: 'Our team is checking your LLC’s details with the state. Until then you can still change them.',
        to: BRING_YOUR_LLC_PATH,
        cta: 'Review my details',
      };
    case 'verified':
      return {
        title: 'Your LLC’s details are verified',
        text: 'Your dashboard now works for your LLC in full: compliance, documents and services.',
        to: '/dashboard/llc-management',
        cta: 'Open LLC Management',
      };
    case 'one-service':
      return {
        title: productName ? `Your ${productName}` : 'Your service',
        text: 'See what it includes and what it costs, and order it in one step.',
        to: SERVICE_PAGES.offer(path.productKey),
        cta: 'See the offer',
      };
    case 'new-llc':
      return formationStep(company);
  }
};

/** The services an existing business said it needs, still to buy: links to their offers. */
const RecommendedOffers = () => {
  const offers = useOffers();
  const recommended = (offers.data ?? []).filter((o) => o.recommended && o.state === 'AVAILABLE');
  if (recommended.length === 0) return null;
  return (
    <div className="mt-6 border-t border-white/20 pt-4">
      <h3 className="text-sm font-semibold text-brand-100">The services you said you need</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {recommended.map((o) => (
          <li key={o.product.productKey}>
            <Link
              to={SERVICE_PAGES.offer(o.product.productKey)}
              className="inline-flex h-9 items-center rounded-full bg-white/10 px-3 text-sm font-semibold text-white ring-1 ring-white/30 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
            >
              {o.product.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
};

/** Home's "Next step" card. */
export const NextStepCard = ({ company }: { company: TCompanyDetails | undefined }) => {
  const path = company ? customerPathOf(company) : null;
  // Only the paths that name products ask for the offers.
  const offers = useOffers(undefined, { enabled: path?.kind === 'one-service' });
  const productName =
    path?.kind === 'one-service'
      ? offers.data?.find((o) => o.product.productKey === path.productKey)?.product.name
      : undefined;
  const next = company ? nextStepOf(company, productName) : null;
  return (
    <section
      aria-labelledby="next-step"
      className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white shadow-sm lg:col-span-3"
    >
      <p className="flex items-center gap-2 text-sm font-semibold text-brand-100">
        <CircleDot size={16} aria-hidden="true" /> Next step
      </p>
      {next ? (
        <>
          <h2 id="next-step" className="mt-3 text-xl font-bold">
            {next.title}
          </h2>
          <p className="mt-2 text-sm text-brand-100">{next.text}</p>
          <Link
            to={next.to}
            className="mt-6 inline-flex h-11 items-center gap-2 rounded-lg bg-white px-5 text-sm font-bold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {next.cta} <ArrowRight size={16} aria-hidden="true" />
          </Link>
          {path?.kind === 'verifying' || path?.kind === 'verified' ? <RecommendedOffers /> : null}
        </>
      ) : (
        <Skeleton className="mt-4 h-20 bg-white/20" />
      )}
    </section>
  );
};
