import { describe, expect, it } from 'vitest';
import { ASK_CASES, type AskCase } from './ask-questions.fixture';
import { blockQuoted, NOT_STATED } from './evidence';
import { evidenceAnswer } from './evidence-answer';
import { CALIFORNIA_EMPLOYEE_NDA, CALIFORNIA_LEASE, DELAWARE_CONSULTING, NEW_YORK_NDA } from './labelled-set.fixture';

const documentOf = (c: AskCase) => ({ id: c.agreement.name, title: c.agreement.title, blocks: c.agreement.blocks });

/** Right when a stated answer quotes the expected paragraph's words verbatim, or an unstated one says so and quotes nothing. */
function grade(c: AskCase) {
  const result = evidenceAnswer([documentOf(c)], c.question);
  if (c.expected === null) return { ok: !result.answered && result.answer === NOT_STATED && result.evidence.length === 0, result };
  const [quote] = result.evidence;
  const ok = result.answered && quote !== undefined && quote.paragraph === c.expected.paragraph && quote.text.includes(c.expected.quotes);
  return { ok, result };
}

describe('asking about a contract with evidence (offline engine)', () => {
  it('answers the written question set: the clause quoted, or "Not stated in the document."', () => {
    const graded = ASK_CASES.map((c) => ({ c, ...grade(c) }));
    const right = graded.filter((g) => g.ok).length;
    const stated = ASK_CASES.filter((c) => c.expected !== null).length;
    console.log(`Ask accuracy on the written question set: ${right}/${ASK_CASES.length} = ${(right / ASK_CASES.length).toFixed(3)} (${stated} stated, ${ASK_CASES.length - stated} not stated, over ${new Set(ASK_CASES.map((c) => c.agreement.name)).size} agreements)`);
    for (const g of graded.filter((x) => !x.ok)) console.log(`  missed: ${g.c.agreement.name}: ${g.c.question} -> ${g.result.answer}`);
    expect(ASK_CASES.length).toBeGreaterThanOrEqual(20);
    expect(right / ASK_CASES.length).toBeGreaterThanOrEqual(0.9);
  });

  it('quotes only the document\'s own words, each answer naming its clause', () => {
    for (const c of ASK_CASES) {
      for (const quote of evidenceAnswer([documentOf(c)], c.question).evidence) {
        expect(blockQuoted(c.agreement.blocks, quote.text), `${c.question}: ${quote.text}`).not.toBeNull();
      }
    }
  });

  it('answers the issue\'s question, "How long does confidentiality last?", with the clause quoted', () => {
    const result = evidenceAnswer([{ id: 'c', title: 'Consulting Agreement', blocks: DELAWARE_CONSULTING.blocks }], 'How long does confidentiality last?');
    expect(result.answered).toBe(true);
    expect(result.answer).toContain('Consulting Agreement, 5. Confidentiality, p. 1 ¶ 7: “5. Confidentiality. Consultant shall hold all Confidential Information of Company in confidence, and this obligation shall survive termination in perpetuity.”');
  });

  it('says which of several documents does not state the answer', () => {
    const result = evidenceAnswer(
      [{ id: 'ny', title: 'Mutual NDA', blocks: NEW_YORK_NDA.blocks }, { id: 'lease', title: 'Residential Lease', blocks: CALIFORNIA_LEASE.blocks }],
      'Which courts have jurisdiction?',
    );
    expect(result.answered).toBe(true);
    expect(result.evidence.map((e) => e.documentId)).toEqual(['ny']);
    expect(result.answer).toContain('Mutual NDA, 5. Jurisdiction, p. 2 ¶ 12: “The parties submit to the exclusive jurisdiction');
    expect(result.answer).toContain(`Residential Lease: ${NOT_STATED}`);
  });

  it("answers the issue's seven plain questions about two documents at once, each document quoted or said to be silent", () => {
    // Issue #37: Ask answered 4 of 7 questions about two documents. Written before measuring; each answer is graded per document.
    const consulting = { id: 'consulting', title: 'Consulting Agreement', blocks: DELAWARE_CONSULTING.blocks };
    const employee = { id: 'employee', title: 'Employee Agreement', blocks: CALIFORNIA_EMPLOYEE_NDA.blocks };
    type Expected = { paragraph: number; quotes: string } | null;
    const questions: [string, Expected, Expected][] = [
      ['How long does confidentiality last?', { paragraph: 7, quotes: 'in perpetuity' }, { paragraph: 5, quotes: 'in perpetuity' }],
      ['Which law governs?', { paragraph: 10, quotes: 'State of Delaware' }, { paragraph: 11, quotes: 'State of Delaware' }],
      ['Where must disputes be brought?', { paragraph: 11, quotes: 'New Castle County' }, { paragraph: 11, quotes: 'New Castle County' }],
      ['How much notice is needed to terminate?', { paragraph: 6, quotes: 'thirty (30) days' }, null],
      ['Is there a non-compete?', null, { paragraph: 7, quotes: 'shall not compete' }],
      ['What is the cap on liability?', { paragraph: 9, quotes: '$150,000' }, null],
      ['How must notices be given?', { paragraph: 13, quotes: 'in writing' }, { paragraph: 13, quotes: 'in writing' }],
    ];
    const misses: string[] = [];
    for (const [question, ...expected] of questions) {
      const result = evidenceAnswer([consulting, employee], question);
      [consulting, employee].forEach((document, index) => {
        const wanted = expected[index]!;
        const quotes = result.evidence.filter((e) => e.documentId === document.id);
        const ok = wanted === null
          ? quotes.length === 0 && result.answer.includes(`${document.title}: ${NOT_STATED}`)
          : quotes.some((quote) => quote.paragraph === wanted.paragraph && quote.text.includes(wanted.quotes));
        if (!ok) misses.push(`${question} (${document.title}) -> ${result.answer}`);
      });
    }
    console.log(`Ask on two documents: ${questions.length * 2 - misses.length}/${questions.length * 2} answers right\n${misses.join('\n')}`);
    expect(misses).toEqual([]);
  });
});
