import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the route schemas; the UI is served at /api/docs. */
export const registerOpenApi = async (
  app: FastifyInstance,
  options: { apiPrefix: string; title: string; version: string },
): Promise<void> => {
  await app.register(swagger, {
    openapi: {
      info: { title: `${options.title} API`, version: options.version },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${options.apiPrefix}/docs`, staticCSP: true });
};
