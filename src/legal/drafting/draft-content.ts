import type { DraftDocument } from './assemble';
import { contentPlainText, paragraph, placeholdersIn, sectionPlainText, type DraftContent } from './content';

/** The assembled draft as editable content: each template paragraph becomes one paragraph block. */
export function contentFromDraft(draft: DraftDocument): DraftContent {
  return {
    ...(draft.caption ? { caption: draft.caption } : {}),
    sections: draft.sections.map((section) => ({ id: section.id, heading: section.heading, blocks: section.paragraphs.map(paragraph) })),
    signatureBlock: draft.signatureBlock,
  };
}

/** Edited content in the plain shape the compliance checker reads; each block becomes one paragraph of text. */
export function draftFromContent(content: DraftContent, { title, notes }: { title: string; notes: string[] }): DraftDocument {
  return {
    title,
    notes,
    ...(content.caption ? { caption: content.caption } : {}),
    sections: content.sections.map((section) => ({
      id: section.id,
      heading: section.heading,
      paragraphs: sectionPlainText(section).split('\n\n').filter((text) => text.trim() !== ''),
    })),
    signatureBlock: content.signatureBlock,
    placeholders: placeholdersIn([contentPlainText(content)]),
  };
}
