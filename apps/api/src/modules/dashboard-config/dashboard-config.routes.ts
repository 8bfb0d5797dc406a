import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDashboardConfigResponse } from '@charterline/shared/schemas/dashboard-config';

export const dashboardConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/client/v9/config/dashboard-config',
    {
      schema: {
        tags: ['config'],
        summary: 'The dashboard configuration (navigation, referral, features, company rules)',
        response: { 200: ZDashboardConfigResponse },
      },
    },
    async () => ({ status: 'success' as const, data: app.dashboardConfig }),
  );
};
