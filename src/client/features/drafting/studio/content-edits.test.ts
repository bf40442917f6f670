import { describe, expect, it } from 'vitest';
import type { Block, DraftContent } from '../../../../shared/api/drafts';
import {
  firstPlaceholder, linesOf, mergeEdits, nonBlankLines, placeholdersIn, sectionPart,
  withSection, withSectionBlocks, withSectionHeading,
} from './content-edits';

const para = (text: string): Block => ({ kind: 'paragraph', runs: [{ text }] });

const draft: DraftContent = {
  caption: {
    court: 'Superior Court of California, County of [COUNTY]',
    caseNumber: '',
    judge: null,
    plaintiffs: ['Ada Lovelace'],
    defendants: ['Acme Corp.'],
    documentTitle: 'Motion to Dismiss',
  },
  sections: [
    { id: 'intro', heading: 'Introduction', blocks: [para('Defendant moves to dismiss.')] },
    { id: 'facts', heading: 'Statement of Facts', blocks: [para('On [DATE], Plaintiff signed the [AGREEMENT].')] },
    { id: 'argument', heading: 'Argument', blocks: [para('The claim is time-barred as of [DATE].')] },
  ],
  signatureBlock: ['Respectfully submitted,', '[ATTORNEY NAME]'],
};

describe('section edits', () => {
  it('changes one section and leaves the others as they were', () => {
    const edited = withSectionBlocks(withSectionHeading(draft, 'facts', 'Background'), 'facts', [para('New facts.')]);
    expect(edited.sections[1]).toEqual({ id: 'facts', heading: 'Background', blocks: [para('New facts.')] });
    expect(edited.sections[0]).toBe(draft.sections[0]);
    expect(draft.sections[1]!.heading).toBe('Statement of Facts');
  });

  it('puts a generated section in place of the one with its id', () => {
    const written = { id: 'argument', heading: 'Argument', blocks: [para('Written.')] };
    expect(withSection(draft, written).sections.map((s) => s.blocks)).toEqual([draft.sections[0]!.blocks, draft.sections[1]!.blocks, [para('Written.')]]);
  });
});

describe('lines', () => {
  it('keeps blank lines while typing and drops them for lists', () => {
    expect(linesOf('Ada Lovelace\r\n\nCharles Babbage\n')).toEqual(['Ada Lovelace', '', 'Charles Babbage', '']);
    expect(nonBlankLines([' Ada Lovelace ', '', 'Charles Babbage', ''])).toEqual(['Ada Lovelace', 'Charles Babbage']);
  });
});

describe('placeholders', () => {
  it('lists each distinct gap once, in reading order', () => {
    expect(placeholdersIn(draft)).toEqual(['[COUNTY]', '[DATE]', '[AGREEMENT]', '[ATTORNEY NAME]']);
  });

  it('finds the first gap: the caption, then sections, then the signature block', () => {
    expect(firstPlaceholder(draft)).toEqual({ kind: 'caption' });
    const noCaptionGap = { ...draft, caption: { ...draft.caption!, court: 'Superior Court of California, County of Alameda' } };
    expect(firstPlaceholder(noCaptionGap)).toEqual({ kind: 'section', sectionIndex: 1 });
    const onlySignature = { ...noCaptionGap, sections: [draft.sections[0]!] };
    expect(firstPlaceholder(onlySignature)).toEqual({ kind: 'signature' });
    expect(firstPlaceholder({ ...onlySignature, signatureBlock: ['Jane Roe'] })).toBeNull();
  });
});

describe('after a generation', () => {
  const generated: DraftContent = {
    ...draft,
    sections: draft.sections.map((s) => (s.id === 'intro' ? s : { ...s, blocks: [para(`Generated ${s.heading}.`)] })),
  };

  it('keeps the attorney’s edits to finished parts and takes the rest from the server', () => {
    const local = withSectionBlocks({ ...generated, signatureBlock: ['Jane Roe, Esq.'] }, 'facts', [para('Edited facts.')]);
    const merged = mergeEdits(generated, local, new Set([sectionPart('facts'), 'signature']));
    expect(merged.sections.map((s) => s.blocks[0]!.runs[0]!.text)).toEqual(['Defendant moves to dismiss.', 'Edited facts.', 'Generated Argument.']);
    expect(merged.signatureBlock).toEqual(['Jane Roe, Esq.']);
    expect(merged.caption).toEqual(draft.caption);
  });

  it('is the server’s text when nothing was edited', () => {
    expect(mergeEdits(generated, draft, new Set())).toEqual(generated);
  });
});
