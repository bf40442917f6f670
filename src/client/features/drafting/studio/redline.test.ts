import { describe, expect, it } from 'vitest';
import type { Block, DraftContent } from '../../../../shared/api/drafts';
import { blocksText, diffPieces, redlineDocument, type RedlinePiece } from './redline';

const para = (text: string): Block => ({ kind: 'paragraph', runs: [{ text }] });

const text = (pieces: RedlinePiece[], change: RedlinePiece['change']) =>
  pieces.filter((piece) => piece.change === change).map((piece) => piece.text.trim());

const version: DraftContent = {
  sections: [
    { id: 'intro', heading: 'Introduction', blocks: [para('Defendant moves to dismiss the complaint.')] },
    { id: 'facts', heading: 'Facts', blocks: [para('The parties signed the lease in 2019.')] },
    { id: 'old', heading: 'Reservation of Rights', blocks: [para('Defendant reserves all rights.')] },
  ],
  signatureBlock: ['Respectfully submitted,', 'Jane Roe'],
};

describe('diffPieces', () => {
  it('marks inserted and deleted words and keeps the rest', () => {
    const pieces = diffPieces('The claim is barred.', 'The claim is plainly untimely.');
    expect(text(pieces, 'removed')).toEqual(['barred']);
    expect(text(pieces, 'added')).toEqual(['plainly untimely']);
    expect(pieces.map((piece) => piece.text).join('')).toContain('The claim is');
  });

  it('keeps an inserted paragraph whole instead of matching words in its neighbour', () => {
    const before = 'Claims challenged: the first cause of action.\n\n[Why each challenged claim fails.]';
    const after = `${before}\n\nA claim for breach of a written contract must be brought within four years.`;
    expect(text(diffPieces(before, after), 'added')).toEqual(['A claim for breach of a written contract must be brought within four years.']);
    expect(text(diffPieces(before, after), 'removed')).toEqual([]);
  });

  it('compares a rewritten paragraph word by word', () => {
    const pieces = diffPieces('Intro.\n\nThe lease was signed in 2019.', 'Intro.\n\nThe lease was signed in 2021.');
    expect(pieces).toEqual([
      { text: 'Intro.\n\nThe lease was signed in ', change: 'same' },
      { text: '2019', change: 'removed' },
      { text: '2021', change: 'added' },
      { text: '.', change: 'same' },
    ]);
  });

  it('gives one unchanged piece for identical text', () => {
    expect(diffPieces('Same words.', 'Same words.')).toEqual([{ text: 'Same words.', change: 'same' }]);
  });
});

describe('blocksText', () => {
  it('writes each block as a paragraph, with clause numbers and bullets', () => {
    const blocks: Block[] = [
      { kind: 'subheading', runs: [{ text: 'Standard' }] },
      { kind: 'numbered', level: 0, runs: [{ text: 'First' }] },
      { kind: 'numbered', level: 1, runs: [{ text: 'Sub' }] },
      { kind: 'bullet', runs: [{ text: 'Point' }] },
    ];
    expect(blocksText(blocks)).toBe('Standard\n\n1. First\n\n    (a) Sub\n\n• Point');
  });
});

describe('redlineDocument', () => {
  const current: DraftContent = {
    sections: [
      { id: 'intro', heading: 'Introduction', blocks: [para('Defendant moves to dismiss the complaint.')] },
      { id: 'facts', heading: 'Statement of Facts', blocks: [para('The parties signed the lease in 2021.')] },
      { id: 'argument', heading: 'Argument', blocks: [para('The claim is time-barred.')] },
    ],
    signatureBlock: ['Respectfully submitted,', 'Jane Roe'],
  };
  const parts = redlineDocument(version, current);

  it('compares each section with itself by id, in the current order, and keeps removed ones where they stood', () => {
    expect(parts.map((part) => [part.key, part.change])).toEqual([
      ['section:intro', 'same'],
      ['section:facts', 'changed'],
      ['section:old', 'removed'],
      ['section:argument', 'added'],
      ['signature', 'same'],
    ]);
  });

  it('places a removed section between the sections it stood between', () => {
    const section = (id: string) => ({ id, heading: id, blocks: [para(`Text of ${id}.`)] });
    const keys = (before: string[], after: string[]) =>
      redlineDocument({ sections: before.map(section), signatureBlock: [] }, { sections: after.map(section), signatureBlock: [] })
        .filter((part) => part.key.startsWith('section:'))
        .map((part) => `${part.key.slice(8)}:${part.change}`);
    expect(keys(['a', 'x', 'b'], ['a', 'b'])).toEqual(['a:same', 'x:removed', 'b:same']);
    expect(keys(['x', 'a'], ['a', 'n'])).toEqual(['x:removed', 'a:same', 'n:added']);
  });

  it('shows a renamed heading and a changed word in a section', () => {
    const facts = parts.find((part) => part.key === 'section:facts')!;
    expect(text(facts.heading, 'added')).toEqual(['Statement of']);
    expect(text(facts.body, 'removed')).toEqual(['2019']);
    expect(text(facts.body, 'added')).toEqual(['2021']);
  });

  it('shows a section only the current draft has as wholly inserted', () => {
    const argument = parts.find((part) => part.key === 'section:argument')!;
    expect(argument.body).toEqual([{ text: 'The claim is time-barred.', change: 'added' }]);
  });

  it('compares the caption when the draft has one', () => {
    const caption = { court: 'Superior Court', caseNumber: '24CV0001', judge: null, plaintiffs: ['Ada'], defendants: ['Acme'], documentTitle: 'Motion' };
    const [first] = redlineDocument({ ...version, caption }, { ...current, caption: { ...caption, caseNumber: '24CV0002' } });
    expect(first!.key).toBe('caption');
    expect(text(first!.body, 'removed')).toEqual(['24CV0001']);
    expect(text(first!.body, 'added')).toEqual(['24CV0002']);
  });
});
