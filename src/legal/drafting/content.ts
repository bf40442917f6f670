import { z } from 'zod';

/**
 * A draft as the editor edits it and the server stores it: the caption of a court filing, sections of rich-text
 * blocks, and the signature block. Blocks are flat (a numbered clause carries its level), so the exporters and the
 * compliance checker read them without knowing the editor's document tree.
 */

export const MARKS = ['bold', 'italic', 'underline', 'term'] as const;
export const markSchema = z.enum(MARKS);
export type Mark = z.infer<typeof markSchema>;

export const runSchema = z.object({ text: z.string().min(1).max(50_000), marks: z.array(markSchema).max(MARKS.length).optional() });
export type Run = z.infer<typeof runSchema>;

export const BLOCK_KINDS = ['paragraph', 'numbered', 'bullet', 'subheading'] as const;
export const blockSchema = z.object({
  kind: z.enum(BLOCK_KINDS),
  /** Nesting of a numbered clause or bullet: 0 is "1.", 1 is "(a)", 2 is "(i)". */
  level: z.number().int().min(0).max(2).optional(),
  runs: z.array(runSchema).max(2_000),
});
export type Block = z.infer<typeof blockSchema>;

export const captionSchema = z.object({
  court: z.string().max(500),
  caseNumber: z.string().max(200),
  judge: z.string().max(200).nullable(),
  plaintiffs: z.array(z.string().max(500)).max(50),
  defendants: z.array(z.string().max(500)).max(50),
  documentTitle: z.string().max(500),
});
export type Caption = z.infer<typeof captionSchema>;

export const contentSectionSchema = z.object({
  id: z.string().min(1).max(80),
  heading: z.string().max(300),
  blocks: z.array(blockSchema).max(5_000),
});
export type ContentSection = z.infer<typeof contentSectionSchema>;

export const draftContentSchema = z.object({
  caption: captionSchema.optional(),
  sections: z.array(contentSectionSchema).max(200),
  signatureBlock: z.array(z.string().max(500)).max(60),
});
export type DraftContent = z.infer<typeof draftContentSchema>;

export const paragraph = (text: string): Block => ({ kind: 'paragraph', runs: text === '' ? [] : [{ text }] });

export const blockText = (block: Block): string => block.runs.map((run) => run.text).join('');

/** A block as plain text, with the marker a reader sees ("1.", "•"), for checks, prompts and word counts. */
export function blockPlainText(block: Block, number?: number): string {
  const text = blockText(block);
  if (block.kind === 'numbered' && number !== undefined) return `${number}. ${text}`;
  if (block.kind === 'bullet') return `• ${text}`;
  return text;
}

export function sectionPlainText(section: ContentSection): string {
  let number = 0;
  return section.blocks
    .map((block) => {
      // A clause list runs on through deeper clauses and the bullets nested under its clauses.
      const inList = block.kind === 'numbered' || (block.kind === 'bullet' && (block.level ?? 0) > 0);
      number = block.kind === 'numbered' && (block.level ?? 0) === 0 ? number + 1 : inList ? number : 0;
      return blockPlainText(block, number);
    })
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}

/** The whole draft as plain text, in reading order: what citations are verified in and words are counted from. */
export function contentPlainText(content: DraftContent): string {
  const caption = content.caption
    ? [content.caption.court, content.caption.caseNumber, ...content.caption.plaintiffs, ...content.caption.defendants, content.caption.documentTitle]
    : [];
  const sections = content.sections.flatMap((section) => [section.heading, sectionPlainText(section)]);
  return [...caption, ...sections, ...content.signatureBlock].filter((text) => text.trim() !== '').join('\n\n');
}

export function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu)?.length ?? 0;
}

/** A bracketed gap left for the attorney: "[date of service]". */
export const PLACEHOLDER_PATTERN = /\[[^\]\n]+\]/g;

/** Every distinct bracketed gap left for the attorney, in order of first appearance. */
export function placeholdersIn(texts: string[]): string[] {
  return [...new Set(texts.flatMap((text) => text.match(PLACEHOLDER_PATTERN) ?? []))];
}

// Inline Markdown a model writes: **bold**, *italic* or _italic_, and a bolded term in quotes defines it.
const INLINE = /"\*\*([^*\n]+)\*\*"|“\*\*([^*\n]+)\*\*”|\*\*([^*\n]+)\*\*|\*([^*\n]+)\*|(?<![\w])_([^_\n]+)_(?![\w])/g;

export function runsFromMarkdown(text: string): Run[] {
  const runs: Run[] = [];
  const push = (piece: string, marks?: Mark[]) => {
    if (piece === '') return;
    runs.push(marks ? { text: piece, marks } : { text: piece });
  };
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    push(text.slice(at, match.index));
    const [, straightTerm, curlyTerm, bold, star, underscore] = match;
    if (straightTerm ?? curlyTerm) {
      const [open, close] = straightTerm ? ['"', '"'] : ['“', '”'];
      push(open);
      push((straightTerm ?? curlyTerm)!, ['term']);
      push(close);
    } else if (bold) push(bold, ['bold']);
    else push((star ?? underscore)!, ['italic']);
    at = match.index + match[0].length;
  }
  push(text.slice(at));
  return runs;
}

const NUMBERED = /^(\s*)(?:\d+|[a-z]|[ivx]+)[.)]\s+/i;
const LETTERED_OR_ROMAN = /^\s*\(?(?:[a-z]|[ivx]+)\)\s+/i;
const BULLET = /^(\s*)[-*•]\s+/;
const HEADING = /^#{1,6}\s+/;

/**
 * A model's section text (light Markdown) as blocks: blank lines separate paragraphs, "1." and "(a)" lines are
 * numbered clauses, "-" lines bullets, "#" lines subheadings. Lines inside one paragraph are joined.
 */
export function blocksFromMarkdown(markdown: string): Block[] {
  const blocks: Block[] = [];
  let pending: string[] = [];
  const flush = () => {
    const text = pending.join(' ').replace(/\s+/g, ' ').trim();
    if (text) blocks.push({ kind: 'paragraph', runs: runsFromMarkdown(text) });
    pending = [];
  };
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const indent = (line.match(/^\s*/)?.[0].length ?? 0) >= 2 ? 1 : 0;
    if (line.trim() === '') flush();
    else if (HEADING.test(line)) {
      flush();
      blocks.push({ kind: 'subheading', runs: runsFromMarkdown(line.replace(HEADING, '').replace(/\*\*/g, '').trim()) });
    } else if (LETTERED_OR_ROMAN.test(line)) {
      flush();
      blocks.push({ kind: 'numbered', level: 1, runs: runsFromMarkdown(line.replace(LETTERED_OR_ROMAN, '').trim()) });
    } else if (NUMBERED.test(line)) {
      flush();
      blocks.push({ kind: 'numbered', level: indent, runs: runsFromMarkdown(line.replace(NUMBERED, '').trim()) });
    } else if (BULLET.test(line)) {
      flush();
      blocks.push({ kind: 'bullet', level: indent, runs: runsFromMarkdown(line.replace(BULLET, '').trim()) });
    } else if (blocks.length > 0 && pending.length === 0 && /^\s{2,}\S/.test(line) && blocks.at(-1)!.kind !== 'paragraph') {
      // A list item's continuation line.
      blocks.at(-1)!.runs.push(...runsFromMarkdown(` ${line.trim()}`));
    } else pending.push(line.trim());
  }
  flush();
  return blocks.filter((block) => block.runs.length > 0);
}
