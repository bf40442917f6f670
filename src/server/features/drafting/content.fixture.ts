import { assembleDraft, blocksFromMarkdown, contentFromDraft, findDocumentType } from '../../../legal/drafting';
import type { Block, Caption, DraftContent, Intake } from '../../../legal/drafting';
import { completeIntakeFor } from '../../../legal/drafting/intake.fixture';

export const CAPTION: Caption = {
  court: 'Superior Court of California, County of Alameda',
  caseNumber: 'RG26-104512',
  judge: 'Hon. Maria T. Alvarez',
  plaintiffs: ['Harbor Point Logistics, LLC'],
  defendants: ['Westline Freight Systems, Inc.', 'Daniel Okafor'],
  documentTitle: 'Motion to Dismiss',
};

/**
 * Draft content from a few lines per section: each section is light Markdown (as a model writes it) or blocks,
 * in heading order. `buildContent({ sections: { Introduction: 'Text with **bold**.' } })`.
 */
export function buildContent({ caption, sections, signatureBlock = [] }: {
  caption?: Caption;
  sections: Record<string, string | Block[]>;
  signatureBlock?: string[];
}): DraftContent {
  return {
    ...(caption ? { caption } : {}),
    sections: Object.entries(sections).map(([heading, body], index) => ({
      id: `section-${index + 1}`,
      heading,
      blocks: typeof body === 'string' ? blocksFromMarkdown(body) : body,
    })),
    signatureBlock,
  };
}

/** A draft as the offline templates assemble it for a fully answered intake. */
export function assembledContent(typeId: string, intake: Partial<Intake> = {}): { title: string; content: DraftContent } {
  const type = findDocumentType(typeId);
  if (!type) throw new Error(`no type ${typeId}`);
  const draft = assembleDraft({ type, intake: { ...completeIntakeFor(type), ...intake }, jurisdictionLabel: 'California', packAvailable: true });
  return { title: draft.title, content: contentFromDraft(draft) };
}

/** A sentence repeated into a paragraph long enough to fill several lines. */
export const longParagraph = (sentence: string, times: number): Block => ({
  kind: 'paragraph',
  runs: [{ text: Array.from({ length: times }, () => sentence).join(' ') }],
});
