import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAgentOfficesRoutes } from './admin-agent-offices.routes';
import { adminCompaniesRoutes } from './admin-companies.routes';
import { adminComplianceRoutes } from './admin-compliance.routes';
import { adminJobsRoutes } from './admin-jobs.routes';
import { adminExistingLlcRoutes } from './admin-existing-llc.routes';
import { adminProductsRoutes } from './admin-products.routes';
import { adminServicesRoutes } from './admin-services.routes';
import { adminUsersRoutes } from './admin-users.routes';

/**
 * The admin-only API behind the operations CLI (docs/architecture.md § Company lifecycle; the
 * CLI is src/ops): staff are not in the portal. Every route needs an access token with the ADMIN role.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminCompaniesRoutes);
  await app.register(adminJobsRoutes);
  await app.register(adminExistingLlcRoutes);
  await app.register(adminProductsRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminServicesRoutes);
  await app.register(adminComplianceRoutes);
  await app.register(adminAgentOfficesRoutes);
};
