import { z } from 'zod';

/** POST /api/track-visit: the path the browser navigated to, without query or fragment. */
export const trackVisitRequestSchema = z.object({
  page: z
    .string()
    .min(1)
    .max(2048)
    .regex(/^\/[^\s?#]*$/, 'page must be a path starting with "/" without query or fragment'),
});

export const trackVisitResponseSchema = z.object({ ok: z.literal(true) });

export type TrackVisitRequest = z.infer<typeof trackVisitRequestSchema>;
