import { describe, expect, it } from 'vitest';
import { outlineMarks } from './outline-marks';

describe('outlineMarks', () => {
  it('counts findings per section and keeps the most serious', () => {
    const { worst } = outlineMarks([
      { severity: 'info', location: { sectionIndex: 2 } },
      { severity: 'error', location: { sectionIndex: 2 } },
      { severity: 'warning', location: { sectionIndex: 2 } },
      { severity: 'warning', location: { sectionIndex: 0 } },
    ]);
    expect(Object.fromEntries(worst)).toEqual({ 0: { severity: 'warning', count: 1 }, 2: { severity: 'error', count: 3 } });
  });

  it('marks no section for findings about the whole document', () => {
    expect(outlineMarks([{ severity: 'error', location: {} }]).worst.size).toBe(0);
  });
});
