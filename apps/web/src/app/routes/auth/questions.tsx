import type { TBusinessType } from '@charterline/shared/onboarding-questions';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { QuestionsFlow } from '@/features/onboarding-questions/questions-flow';
import { usePageTitle } from '@/lib/use-page-title';

export const QuestionsRoute = ({ businessType }: { businessType: TBusinessType }) => {
  usePageTitle(businessType === 'NEW' ? 'About your new business' : 'About your business');
  return (
    <AuthLayout
      wide
      title={
        businessType === 'NEW' ? 'Tell us about your new business' : 'Tell us about your business'
      }
    >
      <QuestionsFlow businessType={businessType} />
    </AuthLayout>
  );
};
