import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { needsSession } from '../lib/session-hooks.ts';

/** An operation that needs a session says so, so generated clients and the docs page send the token. */
const withSecurity: typeof jsonSchemaTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  if (!needsSession(input.route.onRequest)) return transformed;
  return { ...transformed, schema: { ...transformed.schema, security: [{ bearer: [] }] } };
};

/** OpenAPI document built from the contract schemas, browsable at /api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Benefits portal API', version: '1.0.0', description: 'The API of the employee benefits portal.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // The public API (issue 39): an API key as `Bearer <key id>.<secret>`, or Basic with the key id and the secret.
          apiKey: { type: 'http', scheme: 'bearer', description: 'An API key: `<key id>.<secret>`, as shown once when the key was created' },
          apiKeyBasic: { type: 'http', scheme: 'basic', description: "An API key's id as the user name and its secret as the password" },
        },
      },
    },
    transform: withSecurity,
    // Schemas registered with an id (contracts' `.meta({ id })`, e.g. ClientConfigurationDocument) become components.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: `${app.config.API_BASE}/docs`, staticCSP: true });
});
