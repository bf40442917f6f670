import { z } from 'zod';

/** What the document looks like to the product: a court paper (brief, motion, complaint), a contract, or neither. */
export const documentKindSchema = z.enum(['brief', 'contract', 'other']);

/**
 * One unit of the document's structure, in reading order. `paragraph` counts every block from 1 through the whole
 * document (the "¶" a quotation link names); `page` is the page it starts on (1 for formats without pages).
 */
export const documentBlockSchema = z.object({
  page: z.number().int().positive(),
  paragraph: z.number().int().positive(),
  kind: z.enum(['heading', 'paragraph', 'list-item']),
  /** The clause or paragraph number as written ("1.", "2.3", "(a)"), or null. */
  number: z.string().nullable(),
  text: z.string(),
});

export type DocumentKind = z.infer<typeof documentKindSchema>;
export type DocumentBlock = z.infer<typeof documentBlockSchema>;
