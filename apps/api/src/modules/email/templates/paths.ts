/** The web app's pages the e-mails link to (apps/web router). */
export const PROCESSING_PATH = '/dashboard/onboarding/formation-ongoing/step-1';
export const DOCUMENTS_PATH = '/dashboard/llc-management';
export const HOME_PATH = '/dashboard';
