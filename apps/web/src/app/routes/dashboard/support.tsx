import { SupportPage } from '@/features/support/components/support-page';

export const Component = () => <SupportPage />;
