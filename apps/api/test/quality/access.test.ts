import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_ONBOARDING_KEY } from '../../src/db/catalogue';
import {
  companyChanges,
  complianceObligations,
  creditNotes,
  invoiceCustomers,
  invoices,
  ledgerAccounts,
  ledgerCategories,
  ledgerImports,
  ledgerRules,
  ledgerTransactions,
  mailForwardingAddresses,
  mailItems,
  mailRequests,
  mailRules,
  phoneCalls,
  phoneLines,
  phoneMessages,
} from '../../src/db/schema';
import { createStorage } from '../../src/lib/storage/create-storage';
import { ensureChart } from '../../src/modules/accounting/chart';
import { createSignedInUser } from '../auth-helpers';
import { DAY_MS, givenSubscription } from '../subscription-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../test-app';
import { invoiceCalls } from '../invoice-send-helpers';

const PUBLIC_TOKEN = 'zenobia-public-token-0123456789abcdefghijk';

/** Issue 22: where the accounting routes live, and every one of them (common.md's list). */
const ACCOUNTING = '/client/company/v7/accounting';
/**
 * False on the reports branch (acc-c): the ledger and import routes are not in its document.
 * The lead sets it to true once acc-a and acc-b are merged, and then every route must be there.
 */
const ACCOUNTING_MERGED = true;
const ACCOUNTING_ROUTES = [
  'GET /accounts',
  'POST /accounts',
  'PATCH /accounts/{id}',
  'DELETE /accounts/{id}',
  'GET /categories',
  'POST /categories',
  'PATCH /categories/{id}',
  'DELETE /categories/{id}',
  'GET /rules',
  'POST /rules',
  'PUT /rules/{id}',
  'DELETE /rules/{id}',
  'POST /rules/apply',
  'GET /transactions',
  'GET /transactions/export.csv',
  'POST /transactions',
  'GET /transactions/{id}',
  'PATCH /transactions/{id}',
  'DELETE /transactions/{id}',
  'POST /transactions/categorise',
  'PUT /transactions/{id}/split',
  'DELETE /transactions/{id}/split',
  'GET /transactions/{id}/match-candidates',
  'POST /transactions/{id}/match',
  'DELETE /transactions/{id}/match',
  'POST /transactions/{id}/attachments',
  'DELETE /transactions/{id}/attachments/{documentId}',
  'GET /overview',
  'POST /imports',
  'GET /imports',
  'GET /imports/{id}',
  'POST /imports/{id}/preview',
  'POST /imports/{id}/commit',
  'POST /imports/{id}/undo',
  'DELETE /imports/{id}',
  'GET /reports/pnl',
  'GET /reports/pnl.csv',
  'GET /reports/pnl.pdf',
  'GET /reports/cash',
  'GET /reports/cash.csv',
  'GET /reports/form-5472',
  'GET /reports/form-5472.csv',
  'GET /reports/form-5472.pdf',
];
import { PDF, vaultCalls } from '../vault-helpers';
import {
  givenSupportOfA,
  INTERNAL_NOTE,
  NOTE_FILE_BYTES,
  NOTE_FILE_NAME,
  PENDING_FILE_BYTES,
  SENT_FILE_BYTES,
  type TSupportOfA,
} from './support-access';
import { supportAccessChecks } from './support-access-checks';

/** Issue 23: where the communication routes live, and every customer one (common.md's list). */
const MAIL = '/client/company/v7/mail';
const PHONE = '/client/company/v7/phone';
/**
 * False on the rules branch (c23-c): only the rules routes are in its document. The lead sets
 * it to true once helpers A, B and D are merged, and then every route must be there.
 */
const COMMUNICATION_MERGED = true;
const COMMUNICATION_ROUTES = [
  `GET ${MAIL}/mailbox`,
  `GET ${MAIL}/items`,
  `GET ${MAIL}/items/{id}`,
  `PATCH ${MAIL}/items/{id}`,
  `GET ${MAIL}/items/{id}/envelope`,
  `GET ${MAIL}/items/{id}/scan`,
  `POST ${MAIL}/items/{id}/requests`,
  `POST ${MAIL}/items/{id}/requests/{requestId}/cancel`,
  `POST ${MAIL}/bulk`,
  `GET ${MAIL}/forwarding-addresses`,
  `POST ${MAIL}/forwarding-addresses`,
  `DELETE ${MAIL}/forwarding-addresses/{id}`,
  `GET ${MAIL}/rules`,
  `POST ${MAIL}/rules`,
  `PATCH ${MAIL}/rules/{id}`,
  `DELETE ${MAIL}/rules/{id}`,
  `GET ${PHONE}`,
  `PATCH ${PHONE}/line`,
  `GET ${PHONE}/texts`,
  `POST ${PHONE}/texts/read`,
  `POST ${PHONE}/texts/send`,
  `GET ${PHONE}/calls`,
  `GET ${PHONE}/calls/{id}/recording`,
];
/** The bytes of A's envelope image and voicemail recording (never in an answer to B). */
const ENVELOPE_BYTES = 'ZENOBIA-ENVELOPE-BYTES';
const RECORDING_BYTES = 'ZENOBIA-RECORDING-BYTES';

type THeaders = Record<string, string>;

// Issue 8's access suite: customer A with full data (paid, formed, documents, receipts);
// every company-scoped call and file download of A's, made as customer B, is a 403/404
// and carries no byte of A's data.
describe(`one customer never reaches another's company (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let a: Awaited<ReturnType<typeof createSignedInUser>>;
  let b: Awaited<ReturnType<typeof createSignedInUser>>;
  const secrets: string[] = [];
  const ids = {
    company: '',
    receipt: '',
    document: '',
    session: '',
    service: '',
    obligation: '',
    change: '',
  };
  const invoicing = { customer: '', invoice: '' };
  // Issue 21: one of A's invoices, sent (its public link), and a credit note of it.
  const sent = { id: '', creditNote: '', token: '' };
  // Issue 22: A's books (rows written directly: an account, a category, a rule, an import, a
  // transaction).
  const books = { account: '', category: '', rule: '', import: '', transaction: '' };
  // Issue 23: A's letter (envelope and scan), its request, a forwarding address, a mail rule,
  // a phone line with a text and a call with a voicemail recording (rows written directly).
  const comms = { item: '', request: '', address: '', rule: '', line: '', text: '', call: '' };
  // Issue 24: A's ticket about that letter (a customer message with a file, Maria's answer, an
  // internal note with a file, and a file uploaded but not sent), rows written directly.
  let support: TSupportOfA;

  const call = (method: string, url: string, headers: THeaders, payload?: object) =>
    t.app.inject({ method: method as 'GET', url: `/api${url}`, headers, payload });

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    a = await createSignedInUser(t.app, { firstName: 'Zenobia' });
    b = await createSignedInUser(t.app);
    const as = async (method: string, url: string, payload?: object) => {
      const res = await call(method, url, a.headers, payload);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
      return res.json().data;
    };
    await as('POST', '/client/company/v7/formation/selection', { state: 'WY', products: [] });
    const session = await as('POST', '/client/v9/billing/checkout/create-session', {
      items: [BUNDLED_ONBOARDING_KEY],
      successUrl: 'http://localhost:3000/dashboard',
      metadata: {},
      enableAutomaticPaymentMethods: true,
    });
    await as('POST', '/client/v9/billing/checkout/local/confirm', {
      ...session,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    const paid = await as('POST', '/client/v9/billing/payment-success', {
      sessionId: session.sessionId,
    });
    await as('POST', '/client/company/v7/billing-address', {
      name: 'Zenobia Secretname',
      line1: '77 Hidden Lane',
      city: 'Quietville',
      country: 'GB',
    });
    const address = { line1: '77 Hidden Lane', city: 'Quietville', country: 'GB' };
    await as('POST', '/client/company/v7/company-info', {
      companyName: 'Zenobia Quantum',
      companyNameType: 'LLC',
      state: 'WY',
      businessPurpose: 'Secret research',
    });
    await as('POST', '/client/company/v7/formation/registered-agent', { useOurs: true });
    await as('POST', '/client/company/v7/owners', {
      owners: [
        {
          firstName: 'Zenobia',
          lastName: 'Secretname',
          email: 'zenobia@example.com',
          ownershipPercentage: 100,
          address,
        },
      ],
    });
    await as('POST', '/client/company/v7/formation/mailing-address', { useOurs: false, address });
    await as('POST', '/client/company/v7/responsible-party-details', {
      firstName: 'Zenobia',
      lastName: 'Secretname',
      email: 'zenobia@example.com',
      phone: '+44 20 7946 0958',
      taxIdType: 'SSN',
      taxIdLast4: '4321',
    });
    await as('POST', '/client/company/v7/formation/bank-account', { preference: 'wise' });
    await as('POST', '/client/company/v7/status/confirm');
    const docs = await as('GET', '/client/company/v7/documents');
    ids.company = a.company.id;
    ids.receipt = String(paid.receiptId);
    ids.document = docs[0].id;
    ids.session = session.sessionId;
    const { service } = await givenSubscription(t.app.db, {
      companyId: a.company.id,
      termEndsAt: new Date(Date.now() + 30 * DAY_MS),
    });
    ids.service = service.id;
    const [obligation] = await t.app.db
      .insert(complianceObligations)
      .values({
        companyId: a.company.id,
        key: 'state:WY:annual-report',
        period: '2027',
        kind: 'state',
        ruleKey: 'state:WY',
        ruleVersion: 1,
        title: 'Annual report',
        agency: 'WY Secretary of State',
        dueDate: '2027-03-01',
      })
      .returning();
    ids.obligation = obligation!.id;
    // Issue 20: a change of A's waiting for payment (its name in the history).
    const [change] = await t.app.db
      .insert(companyChanges)
      .values({
        companyId: a.company.id,
        kind: 'LEGAL_NAME',
        status: 'awaiting_payment',
        before: { line: 'Zenobia Quantum LLC', values: null },
        proposed: { kind: 'LEGAL_NAME', companyName: 'Zenobia Secret', designation: 'LLC' },
        needsState: true,
        productKey: 'state-amendment',
        price: 9_900,
      })
      .returning();
    ids.change = change!.id;
    // Issue 21: one of A's customers and a finalised invoice to them.
    const [buyer] = await t.app.db
      .insert(invoiceCustomers)
      .values({ companyId: a.company.id, name: 'Zenobia Buyer', email: 'buyer@zenobia.example' })
      .returning();
    const [invoice] = await t.app.db
      .insert(invoices)
      .values({
        companyId: a.company.id,
        customerId: buyer!.id,
        number: 'ZQ-2026-0001',
        status: 'open',
        publicToken: PUBLIC_TOKEN,
        issueDate: '2026-01-05',
        dueDate: '2026-02-04',
        terms: 'net_30',
        lines: [],
        subtotal: 4321,
        total: 4321,
        balance: 4321,
        customerSnapshot: {
          name: 'Zenobia Buyer',
          email: 'buyer@zenobia.example',
          address: null,
          taxId: null,
        },
      })
      .returning();
    invoicing.customer = buyer!.id;
    invoicing.invoice = invoice!.id;
    // The same invoice, with its public link (as sending gives it) and a credit note.
    sent.id = invoice!.id;
    sent.token = PUBLIC_TOKEN;
    const [note] = await t.app.db
      .insert(creditNotes)
      .values({
        companyId: a.company.id,
        invoiceId: sent.id,
        number: 'ZQ-CN-2026-0001',
        amount: 100,
        reason: 'Zenobia discount',
        issuedOn: '2026-01-02',
      })
      .returning();
    sent.creditNote = note!.id;
    await givenBooksOfA();
    await givenCommunicationOfA();
    support = await givenSupportOfA(t.app, t.env, {
      companyId: a.company.id,
      userId: a.user.id,
      mailItemId: comms.item,
    });
    secrets.push(
      a.company.id,
      a.user.email,
      'Zenobia',
      'Secretname',
      'Hidden Lane',
      'Quantum',
      '4321',
      ids.document,
      ids.session,
      ids.service,
      ids.change,
      invoicing.customer,
      invoicing.invoice,
      'ZQ-2026-0001',
      sent.id,
      sent.token,
      ...Object.values(books),
      'Zenobia Ledger',
      'Zenobia Vault',
      'Zenobia Secret Fund',
      ...Object.values(comms),
      ENVELOPE_BYTES,
      RECORDING_BYTES,
      '+13075550188',
      ...Object.values(support)
        .filter((v) => typeof v === 'string')
        .map(String),
      INTERNAL_NOTE,
      NOTE_FILE_NAME,
      NOTE_FILE_BYTES,
      SENT_FILE_BYTES,
      PENDING_FILE_BYTES,
      'zenobia-summons.pdf',
      'zenobia-pending.pdf',
    );
  });
  afterAll(() => t.close());

  /** Issue 22: A's books, written straight into the tables. */
  const givenBooksOfA = async () => {
    const companyId = a.company.id;
    await ensureChart(t.app.db, companyId);
    const [account] = await t.app.db
      .insert(ledgerAccounts)
      .values({
        companyId,
        name: 'Zenobia Vault',
        openingBalance: 987_654,
        openingDate: '2026-01-01',
      })
      .returning();
    const [category] = await t.app.db
      .insert(ledgerCategories)
      .values({ companyId, name: 'Zenobia Secret Fund', type: 'expense', position: 99 })
      .returning();
    const [rule] = await t.app.db
      .insert(ledgerRules)
      .values({ companyId, descriptionContains: 'Zenobia Ledger', categoryId: category!.id })
      .returning();
    const [statement] = await t.app.db
      .insert(ledgerImports)
      .values({
        companyId,
        accountId: account!.id,
        fileName: 'zenobia-statement.csv',
        storageKey: `ledger-imports/${companyId}/zenobia.csv`,
        sizeBytes: 120,
        format: 'csv',
        columns: ['Date', 'Description', 'Amount'],
        sampleRows: [['2026-01-05', 'Zenobia Ledger payout', '987.65']],
      })
      .returning();
    const [transaction] = await t.app.db
      .insert(ledgerTransactions)
      .values({
        companyId,
        accountId: account!.id,
        date: '2026-01-05',
        description: 'Zenobia Ledger payout',
        amount: 98_765,
        currency: 'USD',
        categoryId: category!.id,
        source: 'manual',
      })
      .returning();
    Object.assign(books, {
      account: account!.id,
      category: category!.id,
      rule: rule!.id,
      import: statement!.id,
      transaction: transaction!.id,
    });
  };

  /** Issue 23: A's mail and phone, written straight into the tables and the file storage. */
  const givenCommunicationOfA = async () => {
    const companyId = a.company.id;
    const storage = createStorage(t.env, t.app.db);
    const envelopeKey = `mail/${companyId}/zenobia-envelope.png`;
    const recordingKey = `phone/${companyId}/zenobia-voicemail.mp3`;
    for (const [key, bytes, contentType] of [
      [envelopeKey, ENVELOPE_BYTES, 'image/png'],
      [recordingKey, RECORDING_BYTES, 'audio/mpeg'],
    ] as const) {
      await storage.put({
        key,
        body: Readable.from([Buffer.from(bytes)]),
        contentType,
        maxBytes: 1_000_000,
      });
    }
    const [item] = await t.app.db
      .insert(mailItems)
      .values({
        companyId,
        sender: 'Zenobia Court',
        category: 'legal',
        receivedOn: '2026-01-05',
        urgent: true,
        envelopeKey,
        envelopeContentType: 'image/png',
        scanDocumentId: ids.document,
        recordedBy: 'ops-cli',
      })
      .returning();
    const [request] = await t.app.db
      .insert(mailRequests)
      .values({ mailItemId: item!.id, companyId, action: 'hold', status: 'requested' })
      .returning();
    const [address] = await t.app.db
      .insert(mailForwardingAddresses)
      .values({
        companyId,
        name: 'Zenobia Forward',
        line1: '77 Hidden Lane',
        city: 'Quietville',
        country: 'GB',
      })
      .returning();
    const [rule] = await t.app.db
      .insert(mailRules)
      .values({ companyId, category: 'marketing', action: 'shred', afterDays: 30 })
      .returning();
    const [line] = await t.app.db
      .insert(phoneLines)
      .values({ companyId, number: '+13075550188', provider: 'local', creditBalance: 4321 })
      .returning();
    const [text] = await t.app.db
      .insert(phoneMessages)
      .values({
        lineId: line!.id,
        companyId,
        providerRef: 'SM-zenobia',
        from: '+13075550199',
        body: 'Zenobia Bank code 654321',
        code: '654321',
      })
      .returning();
    const [voicemail] = await t.app.db
      .insert(phoneCalls)
      .values({
        lineId: line!.id,
        companyId,
        providerRef: 'CA-zenobia',
        from: '+13075550199',
        outcome: 'voicemail',
        durationSeconds: 42,
        transcript: 'Zenobia voicemail',
        recordingKey,
      })
      .returning();
    Object.assign(comms, {
      item: item!.id,
      request: request!.id,
      address: address!.id,
      rule: rule!.id,
      line: line!.id,
      text: text!.id,
      call: voicemail!.id,
    });
  };

  /** Issue 23: a mail or phone path with A's ids in it (null: not a communication path). */
  const communicationUrl = (path: string): string | null => {
    if (!path.startsWith(MAIL) && !path.startsWith(PHONE)) return null;
    const id = path.includes('/forwarding-addresses/')
      ? comms.address
      : path.includes('/rules/')
        ? comms.rule
        : path.includes('/calls/')
          ? comms.call
          : comms.item;
    return path.replace('{requestId}', comms.request).replace('{id}', id);
  };

  /** Issue 22: the id of A's row an accounting path names, by its collection. */
  const booksId = (path: string): string => {
    const collection = /\/accounting\/(\w+)\/\{id\}/.exec(path)?.[1];
    const byCollection: Record<string, string> = {
      accounts: books.account,
      categories: books.category,
      rules: books.rule,
      imports: books.import,
      transactions: books.transaction,
    };
    return byCollection[collection ?? ''] ?? books.transaction;
  };

  /** Issue 22: what a report needs in its query to pass validation (so only ownership refuses). */
  const ACCOUNTING_QUERIES: Record<string, string> = {
    pnl: 'from=2026-01-01&to=2026-12-31',
    'pnl.csv': 'from=2026-01-01&to=2026-12-31',
    'pnl.pdf': 'from=2026-01-01&to=2026-12-31',
    cash: 'from=2026-01-01&to=2026-12-31',
    'cash.csv': 'from=2026-01-01&to=2026-12-31',
    'form-5472': 'year=2026',
    'form-5472.csv': 'year=2026',
    'form-5472.pdf': 'year=2026',
  };

  /** POST /imports is multipart (accountId, then the file): B uploads to A's account. */
  const multipartUpload = (accountId: string) => {
    const boundary = 'access-suite-boundary';
    const payload = Buffer.from(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="accountId"',
        '',
        accountId,
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="b.csv"',
        'Content-Type: text/csv',
        '',
        'Date,Description,Amount',
        '2026-01-05,B,1.00',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    );
    return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
  };

  /** A valid body for each mutation, so that only the ownership check can refuse it. */
  const checkout = {
    items: [BUNDLED_ONBOARDING_KEY],
    successUrl: 'http://localhost:3000/dashboard',
    metadata: {},
    enableAutomaticPaymentMethods: true,
  };
  const BODIES: Record<string, object> = {
    '/client/v9/billing/checkout/create-session': checkout,
    '/client/v9/billing/checkout/create-intent': checkout,
    '/client/company/v7/formation/selection': { state: 'DE', products: [] },
    '/client/company/v7/company-info': {
      companyName: 'Taken Over',
      companyNameType: 'LLC',
      state: 'WY',
      businessPurpose: 'x',
    },
    '/client/company/v7/formation/registered-agent': { useOurs: true },
    '/client/company/v7/owners': {
      owners: [
        {
          firstName: 'B',
          lastName: 'B',
          email: 'b@example.com',
          ownershipPercentage: 100,
          address: { line1: '1', city: 'x', country: 'US' },
        },
      ],
    },
    '/client/company/v7/formation/mailing-address': { useOurs: true },
    '/client/company/v7/responsible-party-details': {
      firstName: 'B',
      lastName: 'B',
      email: 'b@example.com',
      phone: '+1 202 555 0143',
      taxIdType: 'NONE',
    },
    '/client/company/v7/formation/bank-account': { preference: 'mercury' },
    '/client/company/v7/formation/addons-progress': { step: 2 },
    '/client/company/v7/billing-address': {
      name: 'B',
      line1: '1',
      city: 'x',
      country: 'US',
    },
    '/client/company/v7/existing-llc': {
      companyName: 'Taken Over',
      companyNameType: 'LLC',
      state: 'WY',
      formationDate: '2020-01-01',
      stateFileNumber: '123',
      registeredAgent: { useOurs: true },
      owners: [
        {
          firstName: 'B',
          lastName: 'B',
          email: 'b@example.com',
          ownershipPercentage: 100,
          address: { line1: '1', city: 'x', country: 'US' },
        },
      ],
    },
    '/client/v9/billing/payment-success': { sessionId: 'SESSION' },
    '/client/company/v7/payment-method': {
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    },
    '/client/company/v7/payment-method/setup-session': {
      returnUrl: 'http://localhost:3000/dashboard/services',
    },
    '/client/v9/billing/checkout/local/confirm': {
      sessionId: 'SESSION',
      clientSecret: 'x',
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    },
    '/client/company/v7/compliance/obligations/{id}/filed': { filedOn: '2026-01-02' },
    '/client/company/v7/compliance/obligations/{id}/not-applicable': { reason: 'Not ours' },
    // Issue 36 item 3: A's past filing, answered by B.
    '/client/company/v7/compliance/past-filings': {
      answers: [{ obligationId: 'OBLIGATION', answer: 'filed' }],
    },
    '/client/company/v7/compliance/settings': {
      fiscalYearEndMonth: 6,
      taxClassification: 'default',
    },
    '/client/company/v7/compliance/reminders': {
      days60: false,
      days30: false,
      days7: false,
      days1: false,
      overdueWeekly: false,
    },
    '/client/company/v7/company-changes': {
      change: { kind: 'FISCAL_YEAR', fiscalYearEndMonth: 2 },
    },
    // Issue 21: invoicing.
    '/client/company/v7/invoicing/customers': { name: 'B', email: 'b@example.com' },
    '/client/company/v7/invoicing/customers/{id}': { name: 'B', email: 'b@example.com' },
    '/client/company/v7/invoices': {
      customerId: '00000000-0000-4000-8000-000000000001',
      lines: [{ description: 'B', quantity: 1, unitPrice: 100 }],
    },
    '/client/company/v7/invoices/{id}': {
      customerId: '00000000-0000-4000-8000-000000000001',
      lines: [{ description: 'B', quantity: 1, unitPrice: 100 }],
    },
    '/client/company/v7/invoices/{id}/payments': {
      amount: 4321,
      method: 'other',
      paidOn: '2026-01-06',
    },
    '/client/company/v7/invoices/{id}/credit-notes': { amount: 1, reason: 'B' },
    // Issue 36 item 4: the credit owed back, refunded or kept.
    '/client/company/v7/invoices/{id}/refunds': {
      amount: 1,
      method: 'other',
      refundedOn: '2026-01-06',
    },
    '/client/company/v7/invoices/{id}/keep-credit': { amount: 1 },
    '/client/company/v7/invoicing/settings': {
      prefix: 'B',
      defaultTerms: 'net_30',
      defaultCurrency: 'USD',
      footer: null,
      paymentInstructions: null,
      reminders: { beforeDue: false, onDue: false, afterDue: false },
    },
    // Issue 22: accounting. Ids are A's where the body names one (filled in per call).
    '/client/company/v7/accounting/accounts': { name: 'B', openingDate: '2026-01-01' },
    '/client/company/v7/accounting/accounts/{id}': { name: 'B', archived: true },
    '/client/company/v7/accounting/categories': { name: 'B', type: 'expense' },
    '/client/company/v7/accounting/categories/{id}': { name: 'B', archived: true },
    '/client/company/v7/accounting/rules': { descriptionContains: 'B', categoryId: 'CATEGORY' },
    '/client/company/v7/accounting/rules/{id}': {
      descriptionContains: 'B',
      categoryId: 'CATEGORY',
    },
    '/client/company/v7/accounting/transactions': {
      accountId: 'ACCOUNT',
      date: '2026-01-06',
      description: 'B',
      amount: -100,
    },
    '/client/company/v7/accounting/transactions/{id}': { memo: 'B', categoryId: null },
    '/client/company/v7/accounting/transactions/categorise': {
      ids: ['TRANSACTION'],
      categoryId: null,
    },
    '/client/company/v7/accounting/transactions/{id}/split': {
      parts: [
        { amount: 50_000, categoryId: 'CATEGORY' },
        { amount: 48_765, categoryId: 'CATEGORY' },
      ],
    },
    '/client/company/v7/accounting/transactions/{id}/match': { transactionId: 'TRANSACTION' },
    '/client/company/v7/accounting/transactions/{id}/attachments': { documentId: 'DOCUMENT' },
    '/client/company/v7/accounting/imports/{id}/preview': { mapping: null },
    '/client/company/v7/accounting/imports/{id}/commit': { mapping: null, rememberMapping: true },
    // Issue 23: mail and phone (ids are A's, filled in by the path).
    [`${MAIL}/items/{id}`]: { read: true },
    [`${MAIL}/items/{id}/requests`]: { action: 'shred' },
    [`${MAIL}/bulk`]: { action: 'archive', ids: ['ITEM'] },
    [`${MAIL}/forwarding-addresses`]: {
      name: 'B',
      line1: '1 Main St',
      city: 'x',
      country: 'US',
    },
    [`${MAIL}/rules`]: { category: 'bank', action: 'open_scan', afterDays: null },
    [`${MAIL}/rules/{id}`]: { afterDays: 5 },
    [`${PHONE}/line`]: { forwardTo: '+12025550143' },
    [`${PHONE}/texts/send`]: { to: '+12025550143', body: 'B' },
    // Any well-formed id: the company check refuses B before the documents are looked at.
    '/client/company/v7/documents/shares': {
      documentIds: ['00000000-0000-4000-8000-000000000001'],
      expiresInDays: 7,
      label: 'B',
    },
  };

  it('refuses every company-scoped call of A made by B, without a byte of A', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const scoped = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .filter(
          () =>
            path.startsWith('/api/client/company/') ||
            path.includes('/checkout/') ||
            path.endsWith('/payment-success'),
        )
        .filter(() => !path.endsWith('/allowed-states') && !path.endsWith('/companies'))
        .map((m) => ({ method: m.toUpperCase(), path: path.replace(/^\/api/, '') })),
    );
    expect(scoped.length).toBeGreaterThanOrEqual(18);
    // Issue 21: every invoicing route of 21A is in the listing, so it is tried below.
    const listed = scoped.map((s) => `${s.method} ${s.path}`);
    for (const route of [
      'GET /client/company/v7/invoicing/customers',
      'PATCH /client/company/v7/invoicing/customers/{id}',
      'DELETE /client/company/v7/invoicing/customers/{id}',
      'GET /client/company/v7/invoices/export.csv',
      'PATCH /client/company/v7/invoices/{id}',
      'POST /client/company/v7/invoices/{id}/finalize',
      'POST /client/company/v7/invoices/{id}/payments',
      'POST /client/company/v7/invoices/{id}/credit-notes',
      'POST /client/company/v7/invoices/{id}/refunds',
      'POST /client/company/v7/invoices/{id}/keep-credit',
      'POST /client/company/v7/invoices/{id}/apply-credit',
      'PUT /client/company/v7/invoicing/settings',
    ]) {
      expect(listed).toContain(route);
    }
    // Issue 22: every accounting route. The reports are on this branch; the ledger (helper B)
    // and imports (helper A) arrive with their merges: ACCOUNTING_MERGED says they must be listed.
    const missing = ACCOUNTING_ROUTES.filter(
      (route) => !listed.includes(`${route.split(' ')[0]} ${ACCOUNTING}${route.split(' ')[1]}`),
    );
    expect(missing.filter((r) => ACCOUNTING_MERGED || r.includes('/reports/'))).toEqual([]);
    // Issue 23: every mail and phone route. The rules are on this branch; the rest arrive with
    // helpers A, B and D: COMMUNICATION_MERGED says they must all be listed.
    const missingComms = COMMUNICATION_ROUTES.filter((route) => !listed.includes(route));
    expect(missingComms.filter((r) => COMMUNICATION_MERGED || r.includes(`${MAIL}/rules`))).toEqual(
      [],
    );
    const asB = { ...b.headers, 'x-company-id': ids.company };
    let refused = 0;
    const answered: string[] = [];
    for (const { method, path } of scoped) {
      // Issue 20: a change of A's by its id. Issue 23: A's letter, request, rule, call.
      const url =
        communicationUrl(path) ??
        path
          .replace('/company-changes/{id}', `/company-changes/${ids.change}`)
          .replace(/(\/accounting\/\w+\/)\{id\}/, (_, head: string) => `${head}${booksId(path)}`)
          .replace('{documentId}', ids.document)
          .replace(
            '{id}',
            path.includes('document')
              ? ids.document
              : path.includes('/obligations/')
                ? ids.obligation
                : path.includes('/services/')
                  ? ids.service
                  : path.includes('session')
                    ? ids.session
                    : path.includes('/companies/')
                      ? ids.company
                      : path.includes('/credit-notes/')
                        ? sent.creditNote
                        : path.includes('/invoicing/customers/')
                          ? invoicing.customer
                          : path.includes('/invoices/')
                            ? invoicing.invoice
                            : ids.receipt,
          )
          .replace(':id', path.includes('document') ? ids.document : ids.receipt);
      const body = BODIES[path]
        ? JSON.parse(
            JSON.stringify(BODIES[path])
              .replace('SESSION', ids.session)
              .replaceAll('CATEGORY', books.category)
              .replaceAll('ACCOUNT', books.account)
              .replaceAll('TRANSACTION', books.transaction)
              .replaceAll('DOCUMENT', ids.document)
              .replaceAll('ITEM', comms.item)
              .replaceAll('OBLIGATION', ids.obligation),
          )
        : undefined;
      const report = ACCOUNTING_QUERIES[path.split('/accounting/reports/')[1] ?? ''];
      const withQuery =
        method === 'GET' && url.includes('receipts/paged')
          ? `${url}?companyId=${ids.company}`
          : report
            ? `${url}?${report}`
            : url.endsWith('/company/v7/search')
              ? `${url}?q=zenobia`
              : url;
      const res =
        method === 'POST' && path === `${ACCOUNTING}/imports`
          ? await t.app.inject({
              method: 'POST',
              url: `/api${url}`,
              headers: { ...asB, 'content-type': multipartUpload(books.account).contentType },
              payload: multipartUpload(books.account).payload,
            })
          : await call(method, withQuery, asB, body ?? (method === 'GET' ? undefined : {}));
      const text = res.body;
      for (const secret of secrets) {
        expect(text, `${method} ${url} leaked ${secret}`).not.toContain(secret);
      }
      if ([403, 404].includes(res.statusCode)) refused += 1;
      else answered.push(`${method} ${url} → ${res.statusCode}`);
    }
    expect(answered).toEqual([]);
    expect(refused).toBe(scoped.length);
    // A's data is unchanged by every attempt.
    const mine = (await call('GET', '/client/company/v7/details', a.headers)).json().data.company;
    expect(mine).toMatchObject({
      companyName: 'Zenobia Quantum',
      owners: [{ firstName: 'Zenobia' }],
    });
    const [invoice] = await t.app.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoicing.invoice));
    expect(invoice).toMatchObject({
      status: 'open',
      balance: 4321,
      creditedTotal: 0,
      amountPaid: 0,
    });
    // Issue 22: A's books are as they were.
    const [line] = await t.app.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, books.transaction));
    expect(line).toMatchObject({
      description: 'Zenobia Ledger payout',
      categoryId: books.category,
      memo: null,
      isSplit: false,
      matchedId: null,
    });
    const [vault] = await t.app.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, books.account));
    expect(vault).toMatchObject({ name: 'Zenobia Vault', archivedAt: null });
    const [statement] = await t.app.db
      .select()
      .from(ledgerImports)
      .where(eq(ledgerImports.id, books.import));
    expect(statement?.status).toBe('uploaded');
    // Issue 23: A's letter, its request, rule and phone line are as they were.
    const [aLetter] = await t.app.db.select().from(mailItems).where(eq(mailItems.id, comms.item));
    expect(aLetter).toMatchObject({ readAt: null, archivedAt: null, openedAt: null });
    const [aRequest] = await t.app.db
      .select()
      .from(mailRequests)
      .where(eq(mailRequests.id, comms.request));
    expect(aRequest?.status).toBe('requested');
    const [aRule] = await t.app.db.select().from(mailRules).where(eq(mailRules.id, comms.rule));
    expect(aRule).toMatchObject({ action: 'shred', afterDays: 30 });
    const [aAddress] = await t.app.db
      .select()
      .from(mailForwardingAddresses)
      .where(eq(mailForwardingAddresses.id, comms.address));
    expect(aAddress?.deletedAt).toBeNull();
    const [aLine] = await t.app.db.select().from(phoneLines).where(eq(phoneLines.id, comms.line));
    expect(aLine).toMatchObject({ forwardTo: null, creditBalance: 4321, status: 'active' });
    const [aText] = await t.app.db
      .select()
      .from(phoneMessages)
      .where(eq(phoneMessages.id, comms.text));
    expect(aText?.readAt).toBeNull();
  });

  it("never sends a byte of A's envelope, scan or voicemail to B (issue 23)", async () => {
    const pdf = Buffer.from('%PDF');
    for (const headers of [
      b.headers,
      { ...b.headers, 'x-company-id': ids.company },
      { ...b.headers, 'x-company-id': b.company.id },
    ]) {
      for (const url of [
        `${MAIL}/items/${comms.item}/envelope`,
        `${MAIL}/items/${comms.item}/scan`,
        `${MAIL}/items/${comms.item}/scan?download=true`,
        `${MAIL}/items/${comms.item}/envelope?companyId=${ids.company}`,
        `${MAIL}/items/${comms.item}/scan?companyId=${ids.company}`,
        `${PHONE}/calls/${comms.call}/recording`,
        `${PHONE}/calls/${comms.call}/recording?companyId=${ids.company}`,
      ]) {
        const res = await call('GET', url, headers);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/json/);
        for (const bytes of [pdf, Buffer.from(ENVELOPE_BYTES), Buffer.from(RECORDING_BYTES)]) {
          expect(res.rawPayload.includes(bytes), url).toBe(false);
        }
        expect(res.body).not.toContain('Zenobia');
      }
    }
    // B's own lists name none of A's letters, texts or calls.
    for (const url of [`${MAIL}/items?folder=inbox`, `${MAIL}/rules`, PHONE, `${PHONE}/texts`]) {
      const res = await call('GET', url, b.headers);
      expect(res.body, url).not.toContain('Zenobia');
      expect(res.body, url).not.toContain(comms.item);
      expect(res.body, url).not.toContain('654321');
    }
  });

  it("answers 404 for A's files by id, whichever company B names", async () => {
    for (const headers of [b.headers, { ...b.headers, 'x-company-id': ids.company }]) {
      for (const url of [
        `/client/company/v7/receipt/${ids.receipt}/download`,
        `/client/company/v7/invoice/${ids.receipt}/download`,
        `/client/company/v7/documents/${ids.document}/download`,
      ]) {
        const res = await call('GET', url, headers);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type']).toMatch(/json/);
        expect(res.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
      }
    }
  });

  it("reaches none of A's vault uploads through B's own company either (issue 20)", async () => {
    const vault = vaultCalls(() => t.app);
    const upload = await vault.upload(a.headers, [{ name: 'Zenobia passport.pdf', bytes: PDF() }], {
      tags: 'Secretname',
    });
    const [mine] = upload.json().data;
    for (const headers of [b.headers, { ...b.headers, 'x-company-id': ids.company }]) {
      const tries = [
        await vault.versions(headers, mine.id),
        await vault.download(headers, mine.id, '?inline=1'),
        await vault.patch(headers, mine.id, { title: 'Taken' }),
        await vault.remove(headers, mine.id),
        await vault.restore(headers, mine.id),
        await vault.upload(headers, [{ name: 'v2.pdf', bytes: PDF() }], { versionOf: mine.id }),
      ];
      expect(tries.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
      for (const res of [...tries, await vault.list(headers, '?q=zenobia')]) {
        expect(res.body).not.toContain('Zenobia');
        expect(res.body).not.toContain(mine.id);
      }
    }
    expect((await vault.list(b.headers)).json().data).toEqual([]);
    expect((await vault.versions(a.headers, mine.id)).json().data).toMatchObject([
      { title: 'Zenobia passport', version: 1 },
    ]);
  });

  it("reaches A's public invoice only with its token: guessed tokens are 404 without a byte (issue 21)", async () => {
    const calls = invoiceCalls(() => t.app);
    expect((await calls.view(sent.token)).statusCode).toBe(200);
    const guesses = [`${sent.token.slice(0, -2)}xx`, 'A'.repeat(43), sent.id.replaceAll('-', 'x')];
    for (const guess of guesses) {
      for (const res of [
        await calls.view(guess),
        await calls.publicPdf(guess),
        await calls.pay(guess),
      ]) {
        expect(res.statusCode, guess).toBe(404);
        expect(res.body).not.toContain('Zenobia');
        expect(res.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
      }
    }
    // B rotating or revoking A's link is refused; A's link still opens.
    const asB = { ...b.headers, 'x-company-id': ids.company };
    expect((await calls.revoke(asB, sent.id)).statusCode).toBe(404);
    expect((await calls.view(sent.token)).statusCode).toBe(200);
  });

  // Issue 24: support.
  supportAccessChecks(() => ({
    t,
    a,
    b,
    aboutOfA: {
      mail_item: comms.item,
      service: ids.service,
      obligation: ids.obligation,
      invoice: invoicing.invoice,
      receipt: ids.receipt,
    },
    support,
    secrets,
  }));
});
