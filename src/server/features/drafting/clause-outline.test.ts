import { describe, expect, it } from 'vitest';
import type { Block } from '../../../legal/drafting';
import { outlineSection } from './clause-outline';
import { sectionLabel } from './export-format';

const clause = (level: number): Block => ({ kind: 'numbered', level, runs: [{ text: 'Clause.' }] });
const text: Block = { kind: 'paragraph', runs: [{ text: 'Text.' }] };
const markers = (blocks: Block[]) => outlineSection(blocks).map((outlined) => outlined.marker ?? '');

describe('outlineSection', () => {
  it('numbers clauses 1. / (a) / (i), starting each deeper level again under a new clause', () => {
    expect(markers([clause(0), clause(1), clause(1), clause(2), clause(2), clause(0), clause(1)]))
      .toEqual(['1.', '(a)', '(b)', '(i)', '(ii)', '2.', '(a)']);
  });

  it('counts on past (z) and (iii) as Word does', () => {
    const letters = markers([clause(0), ...Array.from({ length: 27 }, () => clause(1))]);
    expect(letters.slice(-2)).toEqual(['(z)', '(aa)']);
    expect(markers([clause(1), clause(2), clause(2), clause(2), clause(2)]).at(-1)).toBe('(iv)');
  });

  it('starts a list again after any other block, as the editor and the plain-text view do', () => {
    const outlined = outlineSection([clause(0), clause(0), text, clause(0)]);
    expect(outlined.map((item) => item.marker ?? '')).toEqual(['1.', '2.', '', '1.']);
    expect(outlined.map((item) => item.startsList ?? false)).toEqual([true, false, false, true]);
  });

  it('keeps counting clauses across bullets nested under a clause', () => {
    const nested: Block = { kind: 'bullet', level: 1, runs: [{ text: 'Point.' }] };
    const outlined = outlineSection([clause(0), nested, nested, clause(0), { ...nested, level: 0 }, clause(0)]);
    expect(outlined.map((item) => item.marker ?? '')).toEqual(['1.', '–', '–', '2.', '•', '1.']);
  });

  it('marks bullets by level', () => {
    const bullet = (level: number): Block => ({ kind: 'bullet', level, runs: [{ text: 'Point.' }] });
    expect(markers([bullet(0), bullet(1), bullet(2)])).toEqual(['•', '–', '•']);
  });
});

describe('sectionLabel', () => {
  it('numbers a court paper\'s parts in Roman numerals and other papers\' in figures', () => {
    expect([0, 3, 8, 13].map((index) => sectionLabel(index, true))).toEqual(['I.', 'IV.', 'IX.', 'XIV.']);
    expect(sectionLabel(11, false)).toBe('12.');
  });
});
