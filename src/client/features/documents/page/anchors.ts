import type { DocumentBlock } from '../../../../shared/api/documents';

/** The anchor of a paragraph in the Text tab, as quotation links name it: `/documents/:id#p-12`. */
export const paragraphAnchor = (paragraph: number) => `p-${paragraph}`;
export const pageAnchor = (page: number) => `page-${page}`;

/** The paragraph a location hash points at ("#p-12" → 12), or null for any other hash. */
export function paragraphFromHash(hash: string): number | null {
  const match = /^#?p-(\d{1,7})$/.exec(hash);
  if (!match) return null;
  const paragraph = Number(match[1]);
  return paragraph > 0 ? paragraph : null;
}

/** The Text tab in reading order: each block, and a page marker before the first block of every page. */
export type TextItem = { kind: 'page'; page: number } | { kind: 'block'; block: DocumentBlock };

export function textItems(blocks: DocumentBlock[], paged: boolean): TextItem[] {
  const items: TextItem[] = [];
  let page: number | null = null;
  for (const block of blocks) {
    if (paged && block.page !== page) items.push({ kind: 'page', page: block.page });
    page = block.page;
    items.push({ kind: 'block', block });
  }
  return items;
}
