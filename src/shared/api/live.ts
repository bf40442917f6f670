import { z } from 'zod';
import { DATA_PATH } from '../constants';

/** One event on the live channel; later issues add kinds (token balance, streamed replies). */
export const liveEventSchema = z.object({
  id: z.number().int().nonnegative(),
  kind: z.string(),
  data: z.unknown(),
});

export type LiveEvent = z.infer<typeof liveEventSchema>;

/** GET /api/live/poll: the long-polling fallback of the live channel. */
export const livePollQuerySchema = z.object({
  after: z.coerce.number().int().nonnegative().default(0),
  timeoutMs: z.coerce
    .number()
    .int()
    .min(DATA_PATH.longPollMinTimeoutMs)
    .max(DATA_PATH.longPollMaxTimeoutMs)
    .default(DATA_PATH.longPollMaxTimeoutMs),
});

export const livePollResponseSchema = z.object({ events: z.array(liveEventSchema) });
