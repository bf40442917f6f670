import { z } from 'zod';
import { sideRequestSchema } from '../../legal/review/sides';

/**
 * POST /api/documents/:id/review/docx: the review as a Word file of the original document, the suggestions as tracked
 * changes and the findings as comments. `findingIds`: the suggestions to track (as accepting them would); left out,
 * every suggestion is tracked except a second, different one for a clause already changed (that stays a comment).
 */
export const reviewDocxRequestSchema = z.object({
  jurisdiction: z.string().min(1).max(40).optional(),
  /** The side the lawyer acts for, as the review was asked (its findings, and their ids, depend on it). */
  side: sideRequestSchema.optional(),
  findingIds: z.array(z.string().min(1).max(100)).min(1).max(100).optional(),
});
export type ReviewDocxRequest = z.infer<typeof reviewDocxRequestSchema>;

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** The header naming suggestions that could not be tracked in the file (their comments say why), as a count. */
export const UNTRACKED_HEADER = 'x-untracked-changes';
