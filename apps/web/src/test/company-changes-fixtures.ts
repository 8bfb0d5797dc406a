import type { TChangeOption, TCompanyChange } from '@charterline/shared/schemas/company-changes';

const AMENDMENT = { productKey: 'state-business-amendment', name: 'State amendment', price: 14900 };

/** An option of a Wyoming LLC: a paid state change unless told otherwise. */
export const changeOption = (
  over: Partial<TChangeOption> & Pick<TChangeOption, 'kind' | 'label'>,
): TChangeOption => ({
  instant: false,
  needsState: true,
  explanation: `${over.label}: the state keeps it on record.`,
  stateFiling: {
    form: 'Articles of Amendment',
    fee: 6000,
    sourceUrl: 'https://sos.wyo.gov',
    evidence: 'primary',
    note: null,
  },
  product: AMENDMENT,
  unavailableReason: null,
  ...over,
});

const instant = (kind: TChangeOption['kind'], label: string) =>
  changeOption({ kind, label, instant: true, needsState: false, stateFiling: null, product: null });

/** Every kind, as the API prices them for a Wyoming LLC in good standing. */
export const CHANGE_OPTIONS: TChangeOption[] = [
  changeOption({ kind: 'LEGAL_NAME', label: 'Company name' }),
  changeOption({
    kind: 'PRINCIPAL_ADDRESS',
    label: 'Principal address',
    stateFiling: {
      form: 'Articles of Amendment',
      fee: null,
      sourceUrl: null,
      evidence: 'secondary',
      note: null,
    },
  }),
  changeOption({
    kind: 'MEMBERS',
    label: 'Members and ownership',
    needsState: false,
    stateFiling: null,
    product: {
      productKey: 'operating-agreement-amendment',
      name: 'Operating agreement amendment',
      price: 4900,
    },
  }),
  changeOption({ kind: 'MANAGERS', label: 'Management and managers' }),
  changeOption({
    kind: 'REGISTERED_AGENT',
    label: 'Registered agent',
    product: { productKey: 'registered-agent', name: 'Registered agent', price: 9900 },
  }),
  instant('MAILING_ADDRESS', 'Mailing address'),
  instant('CONTACT_EMAIL', 'Contact e-mail'),
  instant('FISCAL_YEAR', 'Fiscal year'),
  changeOption({
    kind: 'CLOSURE',
    label: 'Close the company',
    stateFiling: {
      form: 'Articles of Dissolution',
      fee: 0,
      sourceUrl: null,
      evidence: 'primary',
      note: null,
    },
    product: { productKey: 'company-dissolution', name: 'Company dissolution', price: 19900 },
  }),
  changeOption({
    kind: 'REINSTATEMENT',
    label: 'Reinstate the company',
    unavailableReason: 'Only a dissolved company can be reinstated.',
  }),
];

/** A change in the history: a name change we filed, done, with its proof. */
export const companyChange = (over: Partial<TCompanyChange> = {}): TCompanyChange => ({
  id: '5d1c0a5e-0000-4000-8000-000000000001',
  kind: 'LEGAL_NAME',
  label: 'Company name',
  status: 'completed',
  before: 'Acme LLC',
  after: 'Acme Labs LLC',
  needsState: true,
  stateFiling: null,
  product: AMENDMENT,
  serviceId: 'svc-1',
  proofDocumentId: 'doc-proof',
  requestedBy: 'you',
  requestedAt: '2026-10-01T10:00:00.000Z',
  completedAt: '2026-10-09T10:00:00.000Z',
  checkout: null,
  ...over,
});
