// What each question and option reads like to a founder.
export const QUESTION_TEXT: Record<string, { title: string; hint: string }> = {
  typeOfBusiness: { title: 'What kind of business is it?', hint: 'Pick the closest match.' },
  employeeCount: { title: 'How many people work in it?', hint: 'Including you.' },
  revenue: { title: 'What yearly revenue do you expect?', hint: 'A rough idea is enough.' },
  experience: { title: 'Have you run a company before?', hint: '' },
  stage: { title: 'Where are you today?', hint: '' },
  incorporationStatus: { title: 'When was your LLC formed?', hint: '' },
};

export const EXISTING_STAGE_TEXT = {
  title: 'What do you need help with?',
  hint: 'We will set up the right services.',
};

export const OPTION_TEXT: Record<string, string> = {
  ecommerce: 'E-commerce',
  saas: 'Software / SaaS',
  consulting: 'Consulting',
  agency: 'Agency',
  other: 'Something else',
  '1': 'Just me',
  '2-5': '2–5',
  '6-10': '6–10',
  '11-50': '11–50',
  '50+': 'More than 50',
  '0-50k': 'Up to $50k',
  '50k-100k': '$50k–$100k',
  '100k-500k': '$100k–$500k',
  '500k-1m': '$500k–$1M',
  '1m+': 'More than $1M',
  first: 'This is my first company',
  experienced: "I've done this before",
  idea: 'An idea',
  planning: 'Planning',
  launching: 'Launching',
  operating: 'Already operating',
  'this-year': 'This year',
  'last-year': 'Last year',
  '2-5-years': '2–5 years ago',
  '5+-years': 'More than 5 years ago',
  'tax-filing': 'Tax filing',
  bookkeeping: 'Bookkeeping',
  compliance: 'Compliance',
  all: 'All of it',
};
