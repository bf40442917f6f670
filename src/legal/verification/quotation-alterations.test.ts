import { describe, expect, it } from 'vitest';
import { locateQuotation } from './find-quotation';
import { ANDERSON_V_LIBERTY_LOBBY } from './opinion-excerpts.fixture';
import { prepareOpinionText } from './opinion-text';

const anderson = prepareOpinionText(ANDERSON_V_LIBERTY_LOBBY);
const problemsOf = (quotation: string) => locateQuotation(quotation, anderson)?.problems ?? null;

describe('alterations that change what Anderson v. Liberty Lobby says (issue #35)', () => {
  it('calls a bracket that puts “if” for “unless” an alteration, quoting the opinion', () => {
    const [problem, ...rest] = problemsOf('there is no issue for trial [if] there is sufficient evidence')!;
    expect(rest).toEqual([]);
    expect(problem).toContain('The bracketed “[if]” stands for “unless” in the opinion');
    expect(problem).toContain('the opinion reads “');
    expect(problemsOf('there is no issue for trial unless there is sufficient evidence')).toEqual([]);
  });

  it('calls a bracket that brings in a condition or negation the opinion lacks there an alteration', () => {
    expect(problemsOf('the substantive law will [not] identify which facts are material')![0]).toContain('brings in “not”');
    // A bracket that only names what a word stands for, or changes a letter's case, keeps the sense.
    expect(problemsOf('[T]he substantive law will identify which facts are material')).toEqual([]);
    expect(problemsOf('the [trial] judge\'s function is not himself to weigh the evidence')).toEqual([]);
  });

  it('calls a quotation that leaves off the “Only” before it an alteration', () => {
    const [problem] = problemsOf('[D]isputes over facts that might affect the outcome of the suit')!;
    expect(problem).toContain('leaves out the “Only” just before it');
    expect(problem).toContain('the opinion reads “Only disputes over facts');
    expect(problemsOf('disputes over facts that might affect the outcome of the suit')![0]).toContain('“Only”');
    expect(problemsOf('Only disputes over facts that might affect the outcome of the suit')).toEqual([]);
    // Words after a sentence's end are not limited by the sentence before.
    expect(problemsOf('Factual disputes that are irrelevant or unnecessary will not be counted')).toEqual([]);
    // A phrase quoted from after a negation is the writer's to frame: 'a genuine issue for trial' from 'no issue'.
    expect(problemsOf('issue for trial unless there is sufficient evidence')).toEqual([]);
  });

  it('knows the syllabus from the opinion of the Court', () => {
    expect(locateQuotation('There is no such issue unless there is sufficient evidence favoring the nonmoving party', anderson)?.opinion).toEqual({
      kind: 'syllabus',
      label: 'the syllabus',
    });
    expect(locateQuotation('the substantive law will identify which facts are material', anderson)?.opinion.kind).toBe('court');
    // Words in both: the Court's placement wins.
    expect(locateQuotation('sufficient evidence favoring the nonmoving party for a jury to return a verdict', anderson)?.opinion.kind).toBe('court');
  });
});
