import { describe, expect, it } from 'vitest';
import { blockText } from '../../../legal/drafting/content';
import { blocksOf } from '../../../legal/review/contracts.fixture';
import { contentFromBlocks } from './review-draft';

const texts = (content: ReturnType<typeof contentFromBlocks>) =>
  content.sections.map((section) => [section.heading, ...section.blocks.map(blockText)]);

describe('contentFromBlocks', () => {
  const blocks = blocksOf([
    { heading: 'SERVICES AGREEMENT' },
    'This Agreement is between Acme Corp. ("Client") and Jane Doe ("Consultant").',
    { heading: 'Assignment', number: '1.' },
    'Either party may freely assign this Agreement.',
    'An assignment binds successors.',
    '2. Term. This Agreement runs for one year.',
  ]);

  it('makes a section per heading, with the numbers as written', () => {
    expect(texts(contentFromBlocks(blocks, [], []))).toEqual([
      ['SERVICES AGREEMENT', 'This Agreement is between Acme Corp. ("Client") and Jane Doe ("Consultant").'],
      ['1. Assignment', 'Either party may freely assign this Agreement.', 'An assignment binds successors.', '2. Term. This Agreement runs for one year.'],
    ]);
  });

  it('replaces a clause\'s blocks, keeps a run-in heading in front, and appends added clauses', () => {
    const content = contentFromBlocks(
      blocks,
      [
        { start: 3, end: 5, text: 'Neither party may assign.\n\nConsent is not unreasonably withheld.', lead: null },
        { start: 5, end: 6, text: 'This Agreement runs for two years.', lead: '2. Term.' },
      ],
      [{ heading: 'Venue', text: 'The courts of [County] hear disputes.' }],
    );
    expect(texts(content).slice(1)).toEqual([
      ['1. Assignment', 'Neither party may assign.', 'Consent is not unreasonably withheld.', '2. Term. This Agreement runs for two years.'],
      ['Venue', 'The courts of [County] hear disputes.'],
    ]);
  });

  it('keeps a document with more headings than a draft holds within 200 sections, the rest as subheadings', () => {
    const many = blocksOf(Array.from({ length: 300 }, (_, i) => [{ heading: `Part ${i + 1}` }, `Text ${i + 1}.`]).flat());
    const content = contentFromBlocks(many, [], []);
    expect(content.sections.length).toBeLessThanOrEqual(200);
    expect(content.sections[0]!.blocks.map((block) => [block.kind, blockText(block)])).toEqual([
      ['paragraph', 'Text 1.'], ['subheading', 'Part 2'], ['paragraph', 'Text 2.'],
    ]);
  });
});
