import { z } from 'zod';
import { matterFilterField, matterIdField, matterRefSchema } from './matters';
import { jurisdictionSchema } from '../jurisdictions';
import { verifiedCitationSchema } from './citations';
import { pageCursorSchema } from './paging';

/** A conversation's length limits, one per field, for every schema that takes the field. */
export const CHAT_LIMITS = { titleChars: 200, questionChars: 20_000, searchChars: 200 } as const;

/** What the user is after; it shapes the system prompt. */
export const chatModeSchema = z.enum(['draft', 'research', 'review']);

export const chatSessionSchema = z.object({
  id: z.string(),
  title: z.string(),
  jurisdiction: jurisdictionSchema,
  mode: chatModeSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Tokens charged for every answer in the conversation. */
  tokensUsed: z.number(),
  messageCount: z.number(),
  matter: matterRefSchema,
  /**
   * Whether the caller may continue, rename or delete it: always for their own; in a matter, only its starter
   * (ADR 025). Other members read it.
   */
  canContinue: z.boolean(),
});

/** Usage the model provider reported for one answer; it is what was charged. */
export const answerUsageSchema = z.object({ inputTokens: z.number(), outputTokens: z.number(), totalTokens: z.number() });

/**
 * Attached to every assistant message (sent as the UI message stream's metadata when the answer finishes, and
 * stored with it): what it cost, which model wrote it, and every citation in it with its verification status.
 */
export const assistantMetadataSchema = z.object({
  /** Null for the offline engine's answers, which call no model and charge nothing. */
  usage: answerUsageSchema.nullable(),
  model: z.string(),
  /** True when the offline engine answered (no language model configured). */
  offline: z.boolean(),
  citations: z.array(verifiedCitationSchema),
  /** True when the user stopped the answer before it finished; only what was generated was charged. */
  stopped: z.boolean(),
});

export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  createdAt: z.string(),
  metadata: assistantMetadataSchema.nullable(),
});

/** GET /api/chat/sessions?q=&cursor= */
export const listSessionsQuerySchema = z.object({
  q: z.string().trim().max(CHAT_LIMITS.searchChars).optional(),
  matterId: matterFilterField,
  cursor: pageCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const listSessionsResponseSchema = z.object({ sessions: z.array(chatSessionSchema), nextCursor: z.string().nullable() });

/** POST /api/chat/sessions */
export const createSessionSchema = z.object({
  title: z.string().trim().min(1).max(CHAT_LIMITS.titleChars).optional(),
  jurisdiction: jurisdictionSchema.default('us-federal'),
  mode: chatModeSchema.default('research'),
  matterId: matterIdField,
});

export const sessionParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** GET /api/chat/sessions/:id */
export const sessionDetailSchema = chatSessionSchema.extend({ messages: z.array(chatMessageSchema) });

/** PATCH /api/chat/sessions/:id */
export const updateSessionSchema = z
  .object({
    title: z.string().trim().min(1).max(CHAT_LIMITS.titleChars).optional(),
    jurisdiction: jurisdictionSchema.optional(),
    mode: chatModeSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' });

/**
 * POST /api/chat/sessions/:id/messages: streams the answer as the AI SDK's UI message stream (SSE). `regenerate`
 * replaces the last answer instead of adding a question.
 */
export const sendMessageSchema = z.object({
  content: z.string().trim().min(1).max(CHAT_LIMITS.questionChars),
  jurisdiction: jurisdictionSchema.optional(),
  mode: chatModeSchema.optional(),
  regenerate: z.boolean().default(false),
});

export type ChatMode = z.infer<typeof chatModeSchema>;
export type ChatSession = z.infer<typeof chatSessionSchema>;
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type AssistantMetadata = z.infer<typeof assistantMetadataSchema>;
export type SessionDetail = z.infer<typeof sessionDetailSchema>;
