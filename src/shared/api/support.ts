import { z } from 'zod';

/** Limits of the support endpoints, shared so the forms stop at the same lengths the server checks. */
export const SUPPORT_LIMITS = {
  questionChars: 1000,
  nameChars: 120,
  emailChars: 254,
  subjectChars: 200,
  messageChars: 5000,
} as const;

/** One line of text: runs of whitespace (newlines included) become single spaces, so it is safe in an email header. */
const oneLine = (max: number) =>
  z
    .string()
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, 'is required').max(max));

/**
 * POST /api/support/ask, signed in or not: streams the answer as the AI SDK's UI message stream (SSE, the same
 * format as the assistant's chat: `start`, `text-*` chunks, then `finish` carrying `supportAnswerMetadataSchema`
 * as its `messageMetadata`). Free of token charges; rate-limited per user, or per IP address when anonymous.
 */
export const askSupportSchema = z.object({
  question: z.string().trim().min(1, 'is required').max(SUPPORT_LIMITS.questionChars),
});

/** A help-center article an answer used; `url` is the article's page in the app (`/help/<slug>`). */
export const helpArticleLinkSchema = z.object({
  slug: z.string(),
  title: z.string(),
  url: z.string(),
});

/**
 * Who wrote the answer: `model`, the configured language model from help-center passages; `offline`, the offline
 * help assistant quoting the help center (no model configured, or the model failed); `legal-redirect`, a legal
 * question the bot does not answer, pointed to the product's assistant instead.
 */
export const supportAnswerSourceSchema = z.enum(['model', 'offline', 'legal-redirect']);

/** Sent with the `finish` chunk of every answer: the articles used, for the UI to render as links. */
export const supportAnswerMetadataSchema = z.object({
  source: supportAnswerSourceSchema,
  articles: z.array(helpArticleLinkSchema),
});

/** POST /api/support/tickets, signed in or not: stores the ticket, emails the support address and the sender. */
export const createTicketSchema = z.object({
  name: oneLine(SUPPORT_LIMITS.nameChars),
  email: z.string().trim().max(SUPPORT_LIMITS.emailChars).pipe(z.email('must be a valid email address')),
  subject: oneLine(SUPPORT_LIMITS.subjectChars),
  message: z.string().trim().min(1, 'is required').max(SUPPORT_LIMITS.messageChars),
});

/** 201: the ticket's number, which both emails quote, and whether the sender's confirmation email went out. */
export const ticketCreatedSchema = z.object({
  ticketNumber: z.number().int().positive(),
  email: z.string(),
  confirmationSent: z.boolean(),
});

export type AskSupportRequest = z.infer<typeof askSupportSchema>;
export type HelpArticleLink = z.infer<typeof helpArticleLinkSchema>;
export type SupportAnswerSource = z.infer<typeof supportAnswerSourceSchema>;
export type SupportAnswerMetadata = z.infer<typeof supportAnswerMetadataSchema>;
export type CreateTicketRequest = z.input<typeof createTicketSchema>;
export type TicketCreated = z.infer<typeof ticketCreatedSchema>;
