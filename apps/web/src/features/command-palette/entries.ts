/** The command palette's groups, entries and entry shape (docs/product.md § Command palette). */
export type TCommandEntry = {
  id: string;
  title: string;
  description: string;
  url: string;
  keywords: string[];
  category: 'Pages' | 'Onboarding' | 'Settings' | 'Documentation' | 'External Links';
  badge?: string;
  external?: boolean;
};

export const COMMAND_GROUPS = [
  'Pages',
  'Onboarding',
  'Settings',
  'Documentation',
  'External Links',
] as const;

export const COMMAND_ENTRIES: readonly TCommandEntry[] = [
  {
    id: 'dashboard',
    title: 'Dashboard',
    description: 'Your company at a glance',
    url: '/dashboard/home',
    keywords: ['home', 'overview'],
    category: 'Pages',
  },
  {
    id: 'customers',
    title: 'Customers',
    description: 'The people you invoice',
    url: '/dashboard/invoicing',
    keywords: ['clients', 'invoices'],
    category: 'Pages',
  },
  {
    id: 'companies',
    title: 'Companies',
    description: 'Your LLCs and their details',
    url: '/dashboard/llc-management',
    keywords: ['llc', 'company'],
    category: 'Pages',
  },
  {
    id: 'documents',
    title: 'Documents',
    description: 'Articles, EIN letter, agreements',
    url: '/dashboard/llc-management',
    keywords: ['files', 'pdf', 'ein'],
    category: 'Pages',
  },
  {
    id: 'billing',
    title: 'Billing',
    description: 'Receipts, invoices and payment',
    url: '/dashboard/billing',
    keywords: ['payments', 'receipts'],
    category: 'Pages',
  },
  {
    id: 'services',
    title: 'Your services',
    description: 'What you ordered, its status and renewals',
    url: '/dashboard/services',
    keywords: ['orders', 'subscriptions', 'renewals', 'cancel'],
    category: 'Pages',
  },
  {
    id: 'start-onboarding',
    title: 'Start Onboarding',
    description: 'Form your LLC step by step',
    url: '/dashboard/onboarding',
    keywords: ['wizard', 'formation'],
    category: 'Onboarding',
    badge: 'New',
  },
  {
    id: 'pre-payment',
    title: 'Pre-Payment',
    description: 'Choose a state and products',
    url: '/dashboard/onboarding/pre-payment/step-1',
    keywords: ['state', 'products'],
    category: 'Onboarding',
  },
  // Issue 36: these said "Coming soon" while the profile and notifications pages exist.
  {
    id: 'profile-settings',
    title: 'Profile Settings',
    description: 'Your name, e-mail and password',
    url: '/dashboard/profile',
    keywords: ['account', 'name', 'email'],
    category: 'Settings',
  },
  {
    id: 'notifications',
    title: 'Notifications',
    description: 'What we told you, newest first',
    url: '/dashboard/notifications',
    keywords: ['alerts', 'email'],
    category: 'Settings',
  },
  {
    id: 'security',
    title: 'Security',
    description: 'Change your password',
    url: '/dashboard/profile#profile-password',
    keywords: ['password', 'login'],
    category: 'Settings',
  },
  {
    id: 'getting-started',
    title: 'Getting Started',
    description: 'How the portal works',
    url: '/dashboard/onboarding',
    keywords: ['help', 'guide'],
    category: 'Documentation',
  },
  {
    id: 'llc-guide',
    title: 'LLC Formation Guide',
    description: 'States, fees and timelines',
    url: 'https://charterline.com/guides/llc-formation',
    keywords: ['guide', 'state'],
    category: 'Documentation',
    external: true,
  },
  {
    id: 'api-docs',
    title: 'API Documentation',
    description: 'The portal API (OpenAPI)',
    url: '/api/docs',
    keywords: ['openapi', 'developers'],
    category: 'Documentation',
    external: true,
  },
  {
    id: 'support-center',
    title: 'Support Center',
    description: 'Answers and contact',
    url: 'https://charterline.com/support',
    keywords: ['help', 'contact'],
    category: 'External Links',
    external: true,
  },
  {
    id: 'blog',
    title: 'Blog',
    description: 'News and guides',
    url: 'https://charterline.com/blog',
    keywords: ['news'],
    category: 'External Links',
    external: true,
  },
  {
    id: 'careers',
    title: 'Careers',
    description: 'Work with us',
    url: 'https://charterline.com/careers',
    keywords: ['jobs'],
    category: 'External Links',
    external: true,
  },
];
