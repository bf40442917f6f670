/**
 * Anchors for an article's section headings, and its table of contents. The table is read from the Markdown source
 * and the anchors are set on the rendered headings by a rehype plugin; both name a heading by the same rule, so each
 * entry of the table lands on its heading.
 */

export interface TocEntry {
  depth: 2 | 3;
  text: string;
  id: string;
}

/** A heading's anchor: lower case, ASCII letters and digits joined by hyphens. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

/** Gives a repeated heading a numbered anchor (`costs`, `costs-2`), in document order. */
function uniqueSlugs() {
  const seen = new Map<string, number>();
  return (text: string) => {
    const slug = slugify(text);
    const count = (seen.get(slug) ?? 0) + 1;
    seen.set(slug, count);
    return count === 1 ? slug : `${slug}-${count}`;
  };
}

/** A heading's words without its Markdown: link text stays, images, code ticks and emphasis marks go. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, '$2')
    .trim();
}

/** The second- and third-level headings of a Markdown document, outside code blocks, with their anchors. */
export function tableOfContents(markdown: string): TocEntry[] {
  const next = uniqueSlugs();
  const entries: TocEntry[] = [];
  let fence: string | null = null;
  for (const line of markdown.split(/\r?\n/)) {
    const fenceMark = /^\s*(```|~~~)/.exec(line)?.[1];
    if (fenceMark) {
      fence = fence === null ? fenceMark : fence === fenceMark ? null : fence;
      continue;
    }
    if (fence) continue;
    const heading = /^(#{2,3})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = plainText(heading[2]!);
    entries.push({ depth: heading[1]!.length as 2 | 3, text, id: next(text) });
  }
  return entries;
}

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const textOf = (node: HastNode): string =>
  node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');

/** A rehype plugin: sets the anchor on every h2 and h3, after sanitising (which would prefix it otherwise). */
export function rehypeHeadingIds() {
  return (tree: HastNode) => {
    const next = uniqueSlugs();
    const visit = (node: HastNode) => {
      if (node.type === 'element' && (node.tagName === 'h2' || node.tagName === 'h3')) {
        node.properties = { ...node.properties, id: next(textOf(node).trim()) };
        return;
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
