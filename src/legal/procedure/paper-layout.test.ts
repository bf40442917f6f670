import { describe, expect, it } from 'vitest';
import { contentFromDraft } from '../drafting/draft-content';
import { filingParts, partSignature, sectionNumbers } from '../drafting/filing-parts';
import { firstPageFor, hearingLines, partStartsFor } from './paper-layout';
import { draftOf, paperFor } from './papers/papers.fixture';

/** A paper's draft split into the papers it is filed as. */
function partsOf(typeId: string, jurisdiction: string) {
  const resolved = paperFor(typeId, jurisdiction);
  const content = contentFromDraft(draftOf(resolved, jurisdiction));
  const parts = filingParts(content, partStartsFor(resolved.paper));
  return { content, parts, numbers: sectionNumbers(content, parts) };
}

const summary = (parts: ReturnType<typeof filingParts>) => parts.map(({ title, opening, signer }) => [title, opening, signer]);

describe('a filing as a sequence of papers', () => {
  it('splits a California demurrer into notice, demurrer, memorandum, declaration and proof of service, each signed', () => {
    const { parts, content, numbers } = partsOf('motion-to-dismiss', 'us-ca');
    expect(summary(parts)).toEqual([
      [content.caption?.documentTitle, 'caption', 'attorney'],
      ['Demurrer', 'continues', 'attorney'],
      ['Memorandum of Points and Authorities', 'continues', 'attorney'],
      ['Declaration of Counsel re Meet and Confer (Code Civ. Proc. § 430.41)', 'caption', 'own'],
      ['Proof of Service', 'new-page', 'own'],
    ]);
    // The memorandum numbers its own headings from I; its opening is its title.
    const memorandum = parts[2]!.sections.map(({ index }) => numbers[index]);
    expect(memorandum).toEqual([null, 1, 2, 3, 4]);
    expect(partSignature(parts[1]!, content.signatureBlock)).toEqual(content.signatureBlock);
  });

  it('signs the Texas motion before its certificate, and puts nothing under the proposed order\'s judge line', () => {
    const { parts } = partsOf('motion-to-dismiss', 'us-tx');
    expect(summary(parts)).toEqual([
      ['Motion to Dismiss Under Rule 91a', 'caption', 'attorney'],
      ['Certificate of Service', 'continues', 'affirmant'],
      ['Notice of Hearing', 'caption', 'attorney'],
      ['[Proposed] Order on Motion to Dismiss Under Rule 91a', 'caption', 'court'],
    ]);
  });

  it('starts what follows a federal proposed order on a new page', () => {
    const { parts } = partsOf('motion-for-summary-judgment', 'us-federal');
    const order = parts.findIndex((part) => part.signer === 'court');
    expect(parts[order + 1]?.opening).toBe('new-page');
    expect(parts.filter((part) => part.signer === 'attorney').length).toBeGreaterThanOrEqual(2);
  });

  it('files New York\'s affirmation and memorandum of law as papers of their own, the affirmation\'s jurat after its facts', () => {
    const { parts } = partsOf('motion-to-dismiss', 'us-ny');
    expect(summary(parts).map(([, opening, signer]) => `${opening}/${signer}`)).toEqual([
      'caption/attorney', 'caption/affirmant', 'caption/attorney', 'continues/affirmant', 'new-page/own',
    ]);
    const affirmation = parts[1]!.sections[0]!.section.blocks.map((block) => block.runs.map((run) => run.text).join(''));
    expect(affirmation.at(-1)).toMatch(/^I affirm this \[day\] day/);
    expect(affirmation.findIndex((text) => text.startsWith('[To be written'))).toBeLessThan(affirmation.length - 1);
    expect(firstPageFor('us-ny').numberLabel).toBe('Index No.');
  });

  it('keeps a draft with no paper of its own as one paper, with its certificate signed by whoever served', () => {
    const { content } = partsOf('motion-to-dismiss', 'us-ca');
    const parts = filingParts(content, null);
    expect(parts.map((part) => part.titled)).toEqual([false]);
    expect(sectionNumbers(content, parts)).toEqual(content.sections.map((_, index) => index + 1));
  });

  it('gives the hearing lines of a California first page, bracketing what the intake leaves out', () => {
    expect(hearingLines({ hearingDate: '2027-03-05', judge: 'Hon. Maria Lopez', department: '17' })).toEqual([
      'Date: March 5, 2027', 'Time: [time]', 'Dept.: 17', 'Judge: Hon. Maria Lopez',
      'Action Filed: [date the complaint was filed]', 'Trial Date: [trial date, or None set]',
    ]);
    expect(firstPageFor('us-ca')).toMatchObject({ attorneyBlock: true, hearingLines: true });
  });
});
