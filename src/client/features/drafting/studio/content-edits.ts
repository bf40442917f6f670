import type { Block, Caption, ContentSection, DraftContent } from '../../../../shared/api/drafts';

/** The parts of a draft an attorney edits separately; a generation overwrites sections, never the others. */
export type ContentPart = 'caption' | 'signature' | `section:${string}`;

export const sectionPart = (sectionId: string): ContentPart => `section:${sectionId}`;

export function withSectionBlocks(content: DraftContent, sectionId: string, blocks: Block[]): DraftContent {
  return { ...content, sections: content.sections.map((s) => (s.id === sectionId ? { ...s, blocks } : s)) };
}

export function withSectionHeading(content: DraftContent, sectionId: string, heading: string): DraftContent {
  return { ...content, sections: content.sections.map((s) => (s.id === sectionId ? { ...s, heading } : s)) };
}

/** A section as a generation wrote it, in the place of the section with its id (or added, if the draft lacked it). */
export function withSection(content: DraftContent, section: ContentSection): DraftContent {
  const present = content.sections.some((s) => s.id === section.id);
  return { ...content, sections: present ? content.sections.map((s) => (s.id === section.id ? section : s)) : [...content.sections, section] };
}

export const withCaption = (content: DraftContent, caption: Caption): DraftContent => ({ ...content, caption });

export const withSignatureBlock = (content: DraftContent, signatureBlock: string[]): DraftContent => ({ ...content, signatureBlock });

/** One entry per line, as typed: blank lines are kept while typing so the cursor never jumps. */
export const linesOf = (text: string): string[] => text.replace(/\r\n?/g, '\n').split('\n');

/** Lines without the blank ones, for lists (parties) once the attorney leaves the field. */
export const nonBlankLines = (lines: string[]): string[] => lines.map((line) => line.trim()).filter((line) => line !== '');

const PLACEHOLDER = /\[[^\]\n]+\]/g;

const blocksText = (blocks: Block[]) => blocks.map((block) => block.runs.map((run) => run.text).join('')).join('\n');

function captionText(caption: Caption): string {
  return [caption.court, caption.caseNumber, caption.judge ?? '', ...caption.plaintiffs, ...caption.defendants, caption.documentTitle].join('\n');
}

/** A part of the draft to show: the caption, one section, or the signature block. */
export type DraftPartTarget = { kind: 'caption' } | { kind: 'section'; sectionIndex: number } | { kind: 'signature' };

/** The draft's parts in reading order, each with its text. */
function partsInOrder(content: DraftContent): { target: DraftPartTarget; text: string }[] {
  return [
    ...(content.caption ? [{ target: { kind: 'caption' } as const, text: captionText(content.caption) }] : []),
    ...content.sections.map((section, sectionIndex) => ({
      target: { kind: 'section', sectionIndex } as const,
      text: `${section.heading}\n${blocksText(section.blocks)}`,
    })),
    { target: { kind: 'signature' } as const, text: content.signatureBlock.join('\n') },
  ];
}

/** Every distinct [bracketed] gap in the draft as it stands on the page, in reading order. */
export function placeholdersIn(content: DraftContent): string[] {
  return [...new Set(partsInOrder(content).flatMap(({ text }) => text.match(PLACEHOLDER) ?? []))];
}

/** Where the first gap left for the attorney is, to jump there; null when none is left. */
export function firstPlaceholder(content: DraftContent): DraftPartTarget | null {
  return partsInOrder(content).find(({ text }) => new RegExp(PLACEHOLDER.source).test(text))?.target ?? null;
}

/**
 * The server's text after a generation, with the parts the attorney edited meanwhile taken from the page. The
 * generation only writes sections, so an edited section is one it had finished before the edit.
 */
export function mergeEdits(server: DraftContent, local: DraftContent, edited: ReadonlySet<ContentPart>): DraftContent {
  const localSections = new Map(local.sections.map((s) => [s.id, s]));
  return {
    ...server,
    ...(edited.has('caption') && local.caption ? { caption: local.caption } : {}),
    sections: server.sections.map((s) => (edited.has(sectionPart(s.id)) ? (localSections.get(s.id) ?? s) : s)),
    signatureBlock: edited.has('signature') ? local.signatureBlock : server.signatureBlock,
  };
}
