import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { checkLlcName } from '@charterline/shared/rules/llc-name';
import {
  ZAddonsProgressRequest,
  ZBankAccountRequest,
  ZCompanyDetailsResponse,
  ZCompanyInfoRequest,
  ZFormationSelectionRequest,
  ZMailingAddressRequest,
  ZOwnersRequest,
  ZRegisteredAgentRequest,
  ZResponsiblePartyRequest,
} from '@charterline/shared/schemas/company';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import type { TDatabase, TTransaction } from '../../db/client';
import { companies, companyOwners, products, referenceStates } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { cachedAnswer } from '../../lib/cached-answer';
import { callerOf } from '../../plugins/auth';
import { excludedProductTypes } from '../billing/offer-rules';
import { getCurrentCompany, isCompanyId, requestedCompanyId } from '../companies/current-company';
import { NO_COMPANY_MESSAGE } from '../companies/resolve-company';
import { DETAILS_TABLES, loadCompanyDetails, loadCurrentCompanyDetails } from './company-details';
import { lockCompany, moveCompany } from './company-status';
import { confirmFormation } from './confirm-formation';

type TCompanyRow = Awaited<ReturnType<typeof lockCompany>>;

/** The company may still take formation details: paid, and not yet confirmed. */
const assertEditable = (company: TCompanyRow): void => {
  if (company.confirmedAt) {
    throw new AppError('DATA_NOT_EDITABLE', {
      message:
        'Your formation details are confirmed and with our team; contact support to change them.',
    });
  }
  if (company.paymentStatus !== 'PAID') throw new AppError('PAYMENT_REQUIRED_FIRST');
};

/** The registered agent we provide (our own agent service, every state). */
export const OUR_REGISTERED_AGENT = 'Charterline Registered Agents LLC';

const save = async (
  tx: TTransaction,
  companyId: string,
  set: Partial<typeof companies.$inferInsert>,
): Promise<void> => {
  await tx
    .update(companies)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
};

const VIEW_FORBIDDEN = 'You do not have permission to view this company.';

export const companyFormationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db: TDatabase = app.db;
  const common = { tags: ['formation'], security: [{ bearer: [] }] };
  const responses = {
    200: ZCompanyDetailsResponse,
    400: ZErrorEnvelope,
    401: ZErrorEnvelope,
    403: ZErrorEnvelope,
    409: ZErrorEnvelope,
  };

  /**
   * One formation mutation: the caller's company (403 for another's), locked for the
   * transaction; `change` checks and writes; the answer is the updated company.
   */
  const mutate = async (
    request: Parameters<typeof callerOf>[0],
    change: (tx: TTransaction, company: TCompanyRow, userId: string) => Promise<void>,
  ) => {
    const userId = callerOf(request).userId;
    const current = await getCurrentCompany(db, userId, requestedCompanyId(request));
    const updated = await db.transaction(async (tx) => {
      const company = await lockCompany(tx, current.id);
      await change(tx, company, userId);
      return lockCompany(tx, current.id);
    });
    return { status: 'success' as const, data: { company: await loadCompanyDetails(db, updated) } };
  };

  const post = <TBody extends z.ZodType>(
    path: string,
    summary: string,
    body: TBody,
    change: (
      tx: TTransaction,
      company: TCompanyRow,
      input: z.output<TBody>,
      userId: string,
    ) => Promise<void>,
  ) =>
    app.post(
      path,
      { onRequest: app.authenticate, schema: { ...common, summary, body, response: responses } },
      (request) =>
        mutate(request, (tx, company, userId) =>
          change(tx, company, request.body as z.output<TBody>, userId),
        ),
    );

  app.get(
    '/client/company/v7/details',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'The company with its owners, formation steps and processing progress',
        response: { 200: ZCompanyDetailsResponse, 401: ZErrorEnvelope, 403: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const requested = requestedCompanyId(request);
      const { userId } = callerOf(request);
      // The dashboard asks on every page: the answer is kept, per caller and company asked
      // for, until a table it was read from changes.
      return cachedAnswer(
        reply,
        JSON.stringify(['details', userId, requested]),
        DETAILS_TABLES,
        async () => {
          const found =
            requested && !isCompanyId(requested)
              ? null
              : await loadCurrentCompanyDetails(db, userId, requested);
          if (found === null) throw new AppError('FORBIDDEN', { message: VIEW_FORBIDDEN });
          if (found === 'NO_COMPANY') {
            throw new AppError('DATA_NOT_AVAILABLE', { message: NO_COMPANY_MESSAGE });
          }
          return { status: 'success' as const, data: { company: found } };
        },
      );
    },
  );

  post(
    '/client/company/v7/formation/selection',
    'Pre-payment: the state to form in and the optional products (before payment only)',
    ZFormationSelectionRequest,
    async (tx, company, input, userId) => {
      if (company.paymentStatus === 'PAID') {
        throw new AppError('DATA_NOT_EDITABLE', {
          message: 'The state and products are paid for; contact support to change them.',
        });
      }
      const [state] = await tx
        .select({ code: referenceStates.code })
        .from(referenceStates)
        .where(eq(referenceStates.code, input.state));
      if (!state) throw new AppError('INVALID_STATE', { field: 'state' });
      const keys = [...new Set(input.products ?? [])];
      if (keys.length > 0) {
        const excluded = excludedProductTypes(company);
        const known = await tx
          .select({ key: products.productKey, type: products.productType })
          .from(products)
          .where(and(inArray(products.productKey, keys), eq(products.active, true)));
        const offered = new Set(known.filter((p) => !excluded.includes(p.type)).map((p) => p.key));
        const missing = keys.filter((k) => !offered.has(k));
        if (missing.length > 0) {
          throw new AppError('DATA_NOT_AVAILABLE', {
            status: 400,
            field: 'products',
            message: `These products are not available: ${missing.join(', ')}.`,
          });
        }
      }
      const choseProducts = input.products !== undefined;
      await moveCompany(tx, company, {
        kind: 'FORMATION_SELECTION_SAVED',
        actor: 'customer',
        actorUserId: userId,
        ...(choseProducts && company.companyStatus === 'NONE'
          ? { companyStatus: 'PENDING_PAYMENT' as const }
          : {}),
        onboardingStatus: choseProducts
          ? 'PENDING_PAYMENT'
          : 'INITIAL_PRODUCT_SELECTION_IN_PROGRESS',
        set: { state: state.code, ...(choseProducts ? { selectedProducts: keys } : {}) },
        data: { state: state.code, products: keys },
      });
    },
  );

  post(
    '/client/company/v7/company-info',
    'Formation: the company name (checked by the shared LLC name rules), type and purpose',
    ZCompanyInfoRequest,
    async (tx, company, input) => {
      assertEditable(company);
      const names = [input.companyName, ...(input.alternativeNames ?? [])];
      for (const [index, name] of names.entries()) {
        const check = checkLlcName(name);
        const first = check.errors[0];
        if (first) {
          throw new AppError('INVALID_COMPANY_NAME', {
            message: first.message,
            field: index === 0 ? 'companyName' : `alternativeNames.${index - 1}`,
          });
        }
      }
      // Paying the formation fixed the state (its fees were in the price).
      if (company.state && input.state !== company.state) {
        throw new AppError('FORMATION_STATE_LOCKED', {
          field: 'state',
          message: `Your formation is paid for ${company.state}; contact support to change the state.`,
        });
      }
      await save(tx, company.id, {
        companyName: input.companyName,
        companyNameType: input.companyNameType,
        alternativeNames: input.alternativeNames ?? [],
        businessPurpose: input.businessPurpose,
        website: input.website ?? null,
        state: input.state,
      });
    },
  );

  post(
    '/client/company/v7/formation/registered-agent',
    "Formation: our registered agent, or the customer's own (a US address)",
    ZRegisteredAgentRequest,
    async (tx, company, input) => {
      assertEditable(company);
      await save(tx, company.id, {
        registeredAgent: input.useOurs
          ? { useOurs: true, name: OUR_REGISTERED_AGENT, address: null }
          : { useOurs: false, name: input.name, address: input.address },
      });
    },
  );

  post(
    '/client/company/v7/owners',
    'Formation: the owners; at least one, percentages summing to 100',
    ZOwnersRequest,
    async (tx, company, input) => {
      assertEditable(company);
      await tx.delete(companyOwners).where(eq(companyOwners.companyId, company.id));
      await tx.insert(companyOwners).values(
        input.owners.map((o, position) => ({
          companyId: company.id,
          position,
          firstName: o.firstName,
          lastName: o.lastName,
          email: o.email.toLowerCase(),
          ownershipHundredths: Math.round(o.ownershipPercentage * 100),
          address: o.address,
        })),
      );
      await save(tx, company.id, { ownersSavedAt: new Date() });
    },
  );

  post(
    '/client/company/v7/formation/mailing-address',
    "Formation: our US mailing address, or the customer's own",
    ZMailingAddressRequest,
    async (tx, company, input) => {
      assertEditable(company);
      await save(tx, company.id, {
        mailingAddress: input.useOurs
          ? { useOurs: true, address: null }
          : { useOurs: false, address: input.address },
      });
    },
  );

  post(
    '/client/company/v7/responsible-party-details',
    'Formation (EIN Application): the responsible party; only the last 4 of an SSN/ITIN',
    ZResponsiblePartyRequest,
    async (tx, company, input) => {
      assertEditable(company);
      await save(tx, company.id, {
        responsibleParty: {
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email.toLowerCase(),
          phone: input.phone,
          taxIdType: input.taxIdType,
          taxIdLast4: input.taxIdLast4 ?? null,
        },
      });
    },
  );

  post(
    '/client/company/v7/formation/bank-account',
    'Formation: bank account preferences',
    ZBankAccountRequest,
    async (tx, company, input) => {
      assertEditable(company);
      await save(tx, company.id, { bankAccount: input });
    },
  );

  post(
    '/client/company/v7/formation/addons-progress',
    'Add-ons: the step the customer has reached (so another browser resumes there)',
    ZAddonsProgressRequest,
    async (tx, company, input) => {
      if (company.paymentStatus !== 'PAID') throw new AppError('PAYMENT_REQUIRED_FIRST');
      await save(tx, company.id, { addonsStep: Math.max(company.addonsStep, input.step) });
    },
  );

  app.post(
    '/client/company/v7/status/confirm',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Confirm the formation details (every formation step complete)',
        response: responses,
      },
    },
    (request) =>
      mutate(request, (tx, company, userId) =>
        confirmFormation(tx, company, { userId, appName: app.config.APP_NAME }),
      ),
  );
};
