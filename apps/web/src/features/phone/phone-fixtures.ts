import type {
  TPhoneCall,
  TPhoneLine,
  TPhoneSummary,
  TPhoneText,
} from '@charterline/shared/schemas/phone-line';
import type { TOffer } from '@charterline/shared/schemas/services';
import { dashboardRoutes } from '@/test/fixtures';
import type { TMockAnswer } from '@/test/mock-api';
import { PHONE_PATH } from './api/get-phone-summary';
import { callsPath } from './api/get-phone-calls';
import { textsPath } from './api/get-phone-texts';

export const PHONE = PHONE_PATH;
export const OFFERS = 'GET /client/company/v7/offers?moment=billing';

export const lineOf = (over: Partial<TPhoneLine> = {}): TPhoneLine => ({
  id: 'l1',
  number: '+13075550142',
  display: '(307) 555-0142',
  status: 'active',
  provider: 'local',
  forwardTo: null,
  creditBalance: 495,
  notifyByEmail: true,
  assignedAt: '2026-11-02T10:00:00.000Z',
  ...over,
});

export const summaryOf = (over: Partial<TPhoneSummary> = {}): TPhoneSummary => ({
  line: lineOf(),
  pending: false,
  prices: { number: 5900, recharge: 1000 },
  unreadTexts: 0,
  destinations: [
    { country: 'US', name: 'United States', text: 5, minute: 3 },
    { country: 'CA', name: 'Canada', text: 5, minute: 3 },
    { country: 'GB', name: 'United Kingdom', text: 8, minute: 6 },
  ],
  ...over,
});

export const textOf = (over: Partial<TPhoneText> = {}): TPhoneText => ({
  id: 't1',
  direction: 'inbound',
  from: '+14155550100',
  to: null,
  body: 'Your Mercury code is 482913. It expires in 10 minutes.',
  receivedAt: '2026-11-03T14:05:00.000Z',
  code: '482913',
  readAt: null,
  ...over,
});

export const callOf = (over: Partial<TPhoneCall> = {}): TPhoneCall => ({
  id: 'k1',
  from: '+14155550199',
  at: '2026-11-03T15:00:00.000Z',
  outcome: 'missed',
  durationSeconds: 0,
  transcript: null,
  hasRecording: false,
  ...over,
});

const pageOf = <T>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

/** The phone products as offered (their prices differ from the summary's on purpose). */
const phoneOffer = (productKey: string, price: number): TOffer => ({
  product: {
    id: `p-${productKey}`,
    productKey,
    name: productKey,
    description: '',
    category: 'services',
    productType:
      productKey === 'virtual-phone-number'
        ? 'VIRTUAL_PHONE_NUMBER'
        : 'VIRTUAL_PHONE_NUMBER_RECHARGE',
    price,
    currency: 'USD',
    interval: productKey === 'virtual-phone-number' ? 'year' : 'one_time',
  },
  state: 'AVAILABLE',
  includedIn: null,
  recommended: false,
  renewal: null,
  lastBought: null,
});
export const phoneOffers = () => [
  phoneOffer('virtual-phone-number', 6900),
  phoneOffer('virtual-phone-recharge', 1500),
];

/** A dashboard with the phone tab's calls answered: the summary, texts, calls, the offers. */
export const phoneRoutes = ({
  summary = summaryOf(),
  texts = [],
  calls = [],
}: { summary?: TPhoneSummary; texts?: TPhoneText[]; calls?: TPhoneCall[] } = {}): Record<
  string,
  TMockAnswer | ((body: unknown) => TMockAnswer)
> => ({
  ...dashboardRoutes(),
  [OFFERS]: { data: phoneOffers() },
  [`GET ${PHONE}`]: { data: summary },
  [`GET ${textsPath(1)}`]: { data: pageOf(texts) },
  [`GET ${callsPath(1)}`]: { data: pageOf(calls) },
  [`POST ${PHONE}/texts/read`]: {
    data: pageOf(texts.map((t) => ({ ...t, readAt: t.readAt ?? '2026-11-03T15:30:00.000Z' }))),
  },
});
