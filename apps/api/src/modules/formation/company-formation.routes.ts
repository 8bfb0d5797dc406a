import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
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
import { cachedAnswer } from '../../lib/cached-answer';
import { callerOf, requestedCompanyId } from '../../lib/http/caller';
import { DETAILS_TABLES, getCompanyDetails } from '../companies';
import { changeFormation, type TFormationChange } from './change-formation';
import { confirmFormation } from './confirm-formation';
import {
  saveAddonsProgress,
  saveBankAccount,
  saveCompanyInfo,
  saveMailingAddress,
  saveOwners,
  saveRegisteredAgent,
  saveResponsibleParty,
  type TFormationStep,
} from './formation-steps';
import { saveFormationSelection } from './save-formation-selection';

export const companyFormationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  const common = { tags: ['formation'], security: [{ bearer: [] }] };
  const responses = {
    200: ZCompanyDetailsResponse,
    400: ZErrorEnvelope,
    401: ZErrorEnvelope,
    403: ZErrorEnvelope,
    409: ZErrorEnvelope,
  };

  /** Runs a formation change on the caller's company and answers with its details. */
  const mutate = async (
    request: Parameters<typeof callerOf>[0],
    change: (userId: string) => TFormationChange,
  ) => {
    const userId = callerOf(request).userId;
    const company = await changeFormation(app.db, {
      userId,
      companyId: requestedCompanyId(request),
      change: change(userId),
    });
    return { status: 'success' as const, data: { company } };
  };

  /** One wizard step: its body schema and the use case that checks and writes it. */
  const step = <TBody extends z.ZodType>(
    path: string,
    summary: string,
    body: TBody,
    save: TFormationStep<TBody>,
  ) =>
    app.post(path, { schema: { ...common, summary, body, response: responses } }, (request) =>
      mutate(
        request,
        (userId) => (tx, company) => save(tx, company, request.body as z.output<TBody>, userId),
      ),
    );

  app.get(
    '/client/company/v7/details',
    {
      schema: {
        ...common,
        summary: 'The company with its owners, formation steps and processing progress',
        response: { 200: ZCompanyDetailsResponse, 401: ZErrorEnvelope, 403: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const companyId = requestedCompanyId(request);
      const { userId } = callerOf(request);
      // The dashboard asks on every page: the answer is kept, per caller and company asked
      // for, until a table it was read from changes.
      return cachedAnswer(
        reply,
        JSON.stringify(['details', userId, companyId]),
        DETAILS_TABLES,
        async () => ({
          status: 'success' as const,
          data: { company: await getCompanyDetails(app.db, { userId, companyId }) },
        }),
      );
    },
  );

  step(
    '/client/company/v7/formation/selection',
    'Pre-payment: the state to form in and the optional products (before payment only)',
    ZFormationSelectionRequest,
    saveFormationSelection,
  );
  step(
    '/client/company/v7/company-info',
    'Formation: the company name (checked by the shared LLC name rules), type and purpose',
    ZCompanyInfoRequest,
    saveCompanyInfo,
  );
  step(
    '/client/company/v7/formation/registered-agent',
    "Formation: our registered agent, or the customer's own (a US address)",
    ZRegisteredAgentRequest,
    saveRegisteredAgent,
  );
  step(
    '/client/company/v7/owners',
    'Formation: the owners; at least one, percentages summing to 100',
    ZOwnersRequest,
    saveOwners,
  );
  step(
    '/client/company/v7/formation/mailing-address',
    "Formation: our US mailing address, or the customer's own",
    ZMailingAddressRequest,
    saveMailingAddress,
  );
  step(
    '/client/company/v7/responsible-party-details',
    'Formation (EIN Application): the responsible party; only the last 4 of an SSN/ITIN',
    ZResponsiblePartyRequest,
    saveResponsibleParty,
  );
  step(
    '/client/company/v7/formation/bank-account',
    'Formation: bank account preferences',
    ZBankAccountRequest,
    saveBankAccount,
  );
  step(
    '/client/company/v7/formation/addons-progress',
    'Add-ons: the step the customer has reached (so another browser resumes there)',
    ZAddonsProgressRequest,
    saveAddonsProgress,
  );

  app.post(
    '/client/company/v7/status/confirm',
    {
      schema: {
        ...common,
        summary: 'Confirm the formation details (every formation step complete)',
        response: responses,
      },
    },
    (request) =>
      mutate(request, (userId) => {
        // One moment for the draft and the real run of the transaction (transactionWithPdf).
        const now = new Date();
        return (tx, company, pdf) =>
          confirmFormation(tx, company, {
            userId,
            now,
            pdf,
            appName: app.config.APP_NAME,
            storage: app.storage,
          });
      }),
  );
};
