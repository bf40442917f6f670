import { diffArrays, diffWords } from 'diff';
import type { Block, Caption, ContentSection, DraftContent } from '../../../../shared/api/drafts';
import { blockMarkers } from './block-markers';

export type ChangeKind = 'same' | 'added' | 'removed';

/** A run of text in the redline: kept, inserted (underlined green) or deleted (struck red). */
export interface RedlinePiece {
  text: string;
  change: ChangeKind;
}

/** One part of the draft compared: its heading and its text, and whether it changed at all. */
export interface RedlinePart {
  key: string;
  heading: RedlinePiece[];
  body: RedlinePiece[];
  change: 'same' | 'changed' | 'added' | 'removed';
}

/** A section's text as a reader sees it: one paragraph per block, with its clause number or bullet. */
export function blocksText(blocks: Block[]): string {
  const markers = blockMarkers(blocks);
  return blocks
    .map((block, index) => {
      const text = block.runs.map((run) => run.text).join('');
      const indent = '    '.repeat(block.kind === 'paragraph' || block.kind === 'subheading' ? 0 : (block.level ?? 0));
      return markers[index] ? `${indent}${markers[index]} ${text}` : text;
    })
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}

function captionText(caption: Caption | undefined): string {
  if (!caption) return '';
  return [
    caption.court,
    caption.caseNumber && `Case No. ${caption.caseNumber}`,
    caption.judge && `Judge: ${caption.judge}`,
    ...caption.plaintiffs,
    'v.',
    ...caption.defendants,
    caption.documentTitle,
  ]
    .filter((line) => line && line.trim() !== '')
    .join('\n');
}

const PARAGRAPH_BREAK = '\n\n';

/**
 * The changes from `before` to `after`, with neighbouring pieces of one kind joined. Paragraphs are matched first
 * and words compared only within a changed paragraph, so an inserted paragraph never borrows a word from the one
 * beside it.
 */
export function diffPieces(before: string, after: string): RedlinePiece[] {
  const pieces: RedlinePiece[] = [];
  const push = (text: string, change: ChangeKind) => {
    const last = pieces.at(-1);
    if (text === '') return;
    if (last && last.change === change) last.text += text;
    else pieces.push({ text, change });
  };
  let paragraphCount = 0;
  const paragraph = (emit: () => void) => {
    if (paragraphCount++ > 0) push(PARAGRAPH_BREAK, 'same');
    emit();
  };
  const words = (old: string, next: string) => {
    for (const part of diffWords(old, next)) push(part.value, part.added ? 'added' : part.removed ? 'removed' : 'same');
  };

  const split = (text: string) => (text === '' ? [] : text.split(PARAGRAPH_BREAK));
  const changes = diffArrays(split(before), split(after));
  for (let at = 0; at < changes.length; at++) {
    const change = changes[at]!;
    const next = changes[at + 1];
    if (change.removed && next?.added) {
      // A run of paragraphs replaced by another: compare them pairwise, word by word.
      const count = Math.max(change.value.length, next.value.length);
      for (let i = 0; i < count; i++) paragraph(() => words(change.value[i] ?? '', next.value[i] ?? ''));
      at++;
    } else {
      const kind: ChangeKind = change.added ? 'added' : change.removed ? 'removed' : 'same';
      for (const text of change.value) paragraph(() => push(text, kind));
    }
  }
  return pieces;
}

function comparePart(key: string, before: { heading: string; text: string } | null, after: { heading: string; text: string } | null): RedlinePart {
  const heading = diffPieces(before?.heading ?? '', after?.heading ?? '');
  const body = diffPieces(before?.text ?? '', after?.text ?? '');
  const change = !before ? 'added' : !after ? 'removed' : [...heading, ...body].every((piece) => piece.change === 'same') ? 'same' : 'changed';
  return { key, heading, body, change };
}

const sectionSide = (section: ContentSection | undefined) => (section ? { heading: section.heading, text: blocksText(section.blocks) } : null);

/**
 * A version compared with the current draft, part by part in the current draft's order: the caption, each section
 * (matched by id, so a renamed section compares with itself; a section only one side has is wholly added or
 * removed, shown where it stood), and the signature block.
 */
export function redlineDocument(before: DraftContent, after: DraftContent): RedlinePart[] {
  const parts: RedlinePart[] = [];
  if (before.caption || after.caption) {
    const side = (caption: Caption | undefined) => (caption ? { heading: 'Caption', text: captionText(caption) } : null);
    parts.push(comparePart('caption', side(before.caption), side(after.caption)));
  }

  const afterIds = new Set(after.sections.map((s) => s.id));
  const beforeById = new Map(before.sections.map((s) => [s.id, s]));
  let beforeAt = 0;
  const removedUpTo = (end: number) => {
    for (; beforeAt < end; beforeAt++) {
      const section = before.sections[beforeAt]!;
      if (!afterIds.has(section.id)) parts.push(comparePart(`section:${section.id}`, sectionSide(section), null));
    }
  };
  for (const section of after.sections) {
    const matchAt = before.sections.findIndex((s) => s.id === section.id);
    if (matchAt >= beforeAt) {
      removedUpTo(matchAt);
      beforeAt = matchAt + 1;
    }
    parts.push(comparePart(`section:${section.id}`, sectionSide(beforeById.get(section.id)), sectionSide(section)));
    // Sections removed right after this one stood here.
    if (matchAt >= 0) {
      const nextKept = before.sections.findIndex((s, index) => index >= beforeAt && afterIds.has(s.id));
      removedUpTo(nextKept === -1 ? before.sections.length : nextKept);
    }
  }
  removedUpTo(before.sections.length);

  const signature = (lines: string[]) => ({ heading: 'Signature block', text: lines.join('\n') });
  parts.push(comparePart('signature', signature(before.signatureBlock), signature(after.signatureBlock)));
  return parts;
}
