import { paragraph, type Block, type ContentSection, type DraftContent } from '../../../legal/drafting/content';
import { headingOf } from '../../../legal/review/sections';
import type { DocumentBlock } from '../../../shared/api/documents';

/** A clause's blocks [start, end) replaced by new text (`lead`, a run-in heading kept in front of it). */
export interface BlockReplacement {
  start: number;
  end: number;
  text: string;
  lead: string | null;
}

const MAX_SECTIONS = 200;

const paragraphsOf = (text: string): Block[] =>
  text.split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean).map(paragraph);

const numbered = (block: DocumentBlock) =>
  block.number && !block.text.trimStart().startsWith(block.number) ? `${block.number} ${block.text}` : block.text;

/**
 * A draft's content from a document: a section per heading (what comes before the first heading is a section without
 * one), a paragraph per block, with the replacements in place of the clauses they replace and the added clauses as
 * sections at the end. A document with more headings than a draft holds sections keeps the rest as subheadings.
 */
export function contentFromBlocks(blocks: DocumentBlock[], replacements: BlockReplacement[], added: { heading: string; text: string }[]): DraftContent {
  const sections: { heading: string; blocks: Block[] }[] = [];
  const current = () => sections.at(-1) ?? (sections.push({ heading: '', blocks: [] }), sections.at(-1)!);
  let index = 0;
  while (index < blocks.length) {
    const replacement = replacements.find((r) => r.start === index);
    if (replacement) {
      current().blocks.push(...paragraphsOf(replacement.lead ? `${replacement.lead} ${replacement.text}` : replacement.text));
      index = Math.max(replacement.end, index + 1);
      continue;
    }
    const block = blocks[index]!;
    const heading = headingOf(block);
    if (heading && !heading.runIn) sections.push({ heading: numbered(block).trim(), blocks: [] });
    else if (block.text.trim() !== '') current().blocks.push(paragraph(numbered(block).trim()));
    index++;
  }
  sections.push(...added.map(({ heading, text }) => ({ heading, blocks: paragraphsOf(text) })));
  return { sections: fitSections(sections), signatureBlock: [] };
}

/** At most MAX_SECTIONS sections: the overflow's headings become subheadings in the sections before them. */
function fitSections(sections: { heading: string; blocks: Block[] }[]): ContentSection[] {
  const perSection = Math.ceil(sections.length / MAX_SECTIONS);
  const fitted: ContentSection[] = [];
  sections.forEach((section, i) => {
    if (i % perSection === 0) fitted.push({ id: `section-${fitted.length + 1}`, heading: section.heading.slice(0, 300), blocks: [...section.blocks] });
    else fitted.at(-1)!.blocks.push({ kind: 'subheading', runs: section.heading ? [{ text: section.heading }] : [] }, ...section.blocks);
  });
  return fitted;
}
