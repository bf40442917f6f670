import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../../version';

/** The area an endpoint belongs to, for grouping the reference: its first path segment after /api. */
export function tagOf(url: string): string {
  const segment = url.replace(/^\/api\//, '').split(/[/?]/)[0] ?? '';
  if (segment.startsWith('admin')) return 'admin';
  return segment || 'api';
}

const DESCRIPTION = [
  'The JSON API under /api. Signed-in calls carry `Authorization: Bearer <JWT>` from `GET /api/auth/token`;',
  'errors are `{ "error": "<code>", "message": "<text>" }` with the canonical codes; lists are cursor-paged.',
  'The identity endpoints under /api/auth/* are better-auth 1.7 and answer `{ code, message }` on errors.',
].join(' ');

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Collects every route registered after it in this context into an OpenAPI 3.1 document, with the zod schemas
 * turned into JSON Schema and each operation tagged by its area. Served to admins at /api/admin/openapi.json.
 */
export async function registerOpenApi(api: FastifyInstance): Promise<void> {
  await api.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'VolnaDraft API', version: APP_VERSION, description: DESCRIPTION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: (document: TransformInput) => {
      const transformed = jsonSchemaTransform(document);
      const schema = (transformed.schema ?? {}) as Record<string, unknown>;
      if (schema.hide) return transformed;
      return { ...transformed, schema: { tags: [tagOf(document.url)], ...schema } };
    },
    transformObject: jsonSchemaTransformObject,
  });
}
