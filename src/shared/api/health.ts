import { z } from 'zod';

export const databaseKindSchema = z.enum(['pglite', 'postgresql']);

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ kind: databaseKindSchema, ok: z.boolean() }),
  uptimeSeconds: z.number(),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
