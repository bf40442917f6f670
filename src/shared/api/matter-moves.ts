import { z } from 'zod';
import { matterRefSchema } from './matters';

/** The kinds of work that can be moved from a user's personal work into one of their matters (issue #39). */
export const movableKinds = ['draft', 'document', 'conversation'] as const;
export type MovableKind = (typeof movableKinds)[number];

/**
 * POST /api/matters/:id/items: moves the caller's own personal draft, document or conversation into the matter, where
 * every member of the matter then sees it. Only a member of the matter may, and only with their own personal work.
 */
export const moveIntoMatterSchema = z.object({
  kind: z.enum(movableKinds),
  id: z.string().min(1).max(100),
});
export type MoveIntoMatterInput = z.infer<typeof moveIntoMatterSchema>;

export const movedIntoMatterSchema = z.object({
  kind: z.enum(movableKinds),
  id: z.string(),
  matter: matterRefSchema.unwrap(),
});
export type MovedIntoMatter = z.infer<typeof movedIntoMatterSchema>;
