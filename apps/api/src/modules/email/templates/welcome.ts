import { APP_NAME_MARK, composeMail } from './layout';

/** After sign-up (with the first company) or a plain registration. */
export const welcomeMail = (user: { email: string; firstName: string }, hasCompany: boolean) =>
  composeMail(
    { kind: 'welcome', recipient: user.email, subject: `Welcome to ${APP_NAME_MARK}` },
    {
      greeting: `Hi ${user.firstName},`,
      paragraphs: [
        `Welcome to ${APP_NAME_MARK}: your account is ready.`,
        hasCompany
          ? 'Next, choose the state to form your LLC in and pay the formation fee; then six short steps tell us about your company. Your answers are saved as you go.'
          : 'Your dashboard shows where your companies stand and what comes next.',
      ],
      action: hasCompany
        ? { label: 'Start onboarding', path: '/dashboard/onboarding' }
        : { label: 'Open your dashboard', path: '/dashboard/home' },
      after: ['If you did not create this account, reply to this e-mail and we will close it.'],
    },
  );
