/**
 * Every query key of the app, from one factory (Medusa's shape): `all` for everything of a
 * resource, `lists()`/`list(query)` for collections, `details()`/`detail(id)` for one item.
 * A resource the server answers once for the signed-in user or the current company (me, the
 * dashboard configuration, the company details, the billing address) is `detail('current')`.
 * Mutations invalidate or update through these keys, never through literals.
 */
const resourceKeys = <const S extends readonly string[]>(...scope: S) => ({
  all: scope,
  lists: () => [...scope, 'list'] as const,
  list: (query: Record<string, unknown> = {}) => [...scope, 'list', query] as const,
  details: () => [...scope, 'detail'] as const,
  detail: (id: string) => [...scope, 'detail', id] as const,
});

export const queryKeys = {
  me: resourceKeys('me'),
  /** Whether a password reset link still works (asked when its page opens). */
  resetLinks: resourceKeys('reset-links'),
  dashboardConfig: resourceKeys('dashboard-config'),
  companies: resourceKeys('companies'),
  /** The current company (the x-company-id header picks it): details and documents. */
  company: resourceKeys('company'),
  documents: resourceKeys('company', 'documents'),
  /** LLC Management's Profile of the current company. */
  companyProfile: resourceKeys('company', 'profile'),
  /** The command palette's search of the current company's own data. */
  companySearch: resourceKeys('company', 'search'),
  /** LLC Management's Changes: the options priced for the company and the history. */
  companyChanges: resourceKeys('company', 'changes'),
  allowedStates: resourceKeys('formation', 'allowed-states'),
  notifications: resourceKeys('notifications'),
  /** Everything under `billing` is asked again after a payment. */
  billing: resourceKeys('billing'),
  products: resourceKeys('billing', 'products'),
  prices: resourceKeys('billing', 'prices'),
  receipts: resourceKeys('billing', 'receipts'),
  /** The products as offered to the current company (available, included, owned). */
  offers: resourceKeys('billing', 'offers'),
  billingAddress: resourceKeys('billing', 'address'),
  paymentProvider: resourceKeys('billing', 'provider'),
  /** The company's saved card for renewals (asked again after a payment, as billing is). */
  paymentMethod: resourceKeys('billing', 'payment-method'),
  /** What the company bought: under `billing` so a payment asks for them again. */
  services: resourceKeys('billing', 'services'),
  /** The company's deadlines: under `billing` so a "File it for me" payment asks for them again. */
  compliance: resourceKeys('billing', 'compliance'),
  /** Invoicing (issue 21): the company's invoices and the customers they bill. */
  invoices: resourceKeys('company', 'invoices'),
  invoiceCustomers: resourceKeys('company', 'invoice-customers'),
  /** An invoice as its public link shows it to the customer (no account: the token is the id). */
  publicInvoices: resourceKeys('public-invoices'),
  /** Everything of the books below: an invoice payment is booked, so it asks for all again. */
  books: resourceKeys('company', 'books'),
  /** Accounting (issue 22): the books — accounts, transactions, categories, rules, imports, reports. */
  ledgerAccounts: resourceKeys('company', 'books', 'accounts'),
  ledgerTransactions: resourceKeys('company', 'books', 'transactions'),
  ledgerCategories: resourceKeys('company', 'books', 'categories'),
  ledgerRules: resourceKeys('company', 'books', 'rules'),
  ledgerImports: resourceKeys('company', 'books', 'imports'),
  booksOverview: resourceKeys('company', 'books', 'overview'),
  booksReports: resourceKeys('company', 'books', 'reports'),
  /** Communication (issue 23): the mailbox, letters, forwarding addresses, rules; the phone. */
  mailbox: resourceKeys('company', 'mail', 'mailbox'),
  mailItems: resourceKeys('company', 'mail', 'items'),
  mailForwardingAddresses: resourceKeys('company', 'mail', 'forwarding-addresses'),
  mailRules: resourceKeys('company', 'mail', 'rules'),
  phone: resourceKeys('company', 'phone', 'summary'),
  phoneTexts: resourceKeys('company', 'phone', 'texts'),
  phoneCalls: resourceKeys('company', 'phone', 'calls'),
  /** Support (issue 24): the company's tickets, what a new one is about; help and hours. */
  supportTickets: resourceKeys('company', 'support', 'tickets'),
  supportAbout: resourceKeys('company', 'support', 'about'),
  helpArticles: resourceKeys('support', 'articles'),
  supportHours: resourceKeys('support', 'hours'),
  /** Under `billing`: buying "Invoicing and payments" turns card payments on. */
  invoiceSettings: resourceKeys('billing', 'invoice-settings'),
} as const;
