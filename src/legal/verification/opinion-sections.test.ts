import { describe, expect, it } from 'vitest';
import { opinionOfRecord, opinionSections, writtenSeparateOpinion } from './opinion-sections';
import { ROCK_V_ARKANSAS } from './paged-opinions.fixture';

describe('opinionSections', () => {
  it('finds the syllabus, the opinion of the Court and a separate opinion whose heading spans lines in a Justia text', () => {
    const sections = opinionSections(ROCK_V_ARKANSAS);
    expect(sections.map((section) => section.label)).toEqual([
      'the opinion of the Court',
      'the syllabus',
      'the opinion of the Court',
      'Chief Justice Rehnquist’s dissent',
    ]);
    expect(ROCK_V_ARKANSAS.slice(sections[1]!.start)).toMatch(/^Syllabus\n/);
    expect(ROCK_V_ARKANSAS.slice(sections[3]!.start)).toMatch(/^CHIEF JUSTICE REHNQUIST, with whom JUSTICE WHITE/);
  });

  it.each([
    ['MR. JUSTICE DOUGLAS, dissenting.', 'Justice Douglas’s dissent'],
    ['CHIEF JUSTICE BURGER, concurring.', 'Chief Justice Burger’s concurrence'],
    ['JUSTICE WHITE, concurring in part and dissenting in part.', 'Justice White’s opinion concurring in part and dissenting in part'],
    ['JUSTICE O’CONNOR, with whom THE CHIEF JUSTICE joins,\nconcurring in the judgment.', 'Justice O’Connor’s concurrence'],
  ])('reads the heading %s', (heading, label) => {
    const text = `JUSTICE STEWART delivered the opinion of the Court.\n\nThe Court's words.\n\n${heading}\n\nSeparate words.`;
    expect(opinionSections(text).at(-1)).toMatchObject({ kind: 'separate', label });
  });

  it('does not take the syllabus line naming who filed what for a heading', () => {
    const text = 'BLACKMUN, J., delivered the opinion of the Court. REHNQUIST,\nC.J., filed a dissenting opinion.\n\nText.';
    expect(opinionSections(text)).toHaveLength(1);
  });
});

describe('opinionOfRecord', () => {
  it.each([
    ['Opinion', 'Breyer', 'court', 'the opinion of the Court'],
    [null, null, 'court', 'the opinion of the Court'],
    ['Dissent', 'Stevens', 'separate', 'Justice Stevens’s dissent'],
    ['Concurrence', 'Thomas', 'separate', 'Justice Thomas’s concurrence'],
    ['Concurrence & Dissent In Part', 'Scalia', 'separate', 'Justice Scalia’s opinion concurring in part and dissenting in part'],
    ['Dissent', null, 'separate', 'a dissent'],
  ])('calls a %s record by %s %s', (type, author, kind, label) => {
    expect(opinionOfRecord(type, author)).toEqual({ kind, label });
  });
});

describe('writtenSeparateOpinion', () => {
  it.each([
    [' (1987) (Rehnquist, C.J., dissenting).', 'Chief Justice Rehnquist’s dissent'],
    [' (Scalia, J., concurring in the judgment); see', 'Justice Scalia’s concurrence'],
    [' (1987). The Court held', null],
    [' (holding that the right is not absolute)', null],
  ])('reads what follows a citation: %s', (after, label) => {
    expect(writtenSeparateOpinion(after)).toBe(label);
  });
});
