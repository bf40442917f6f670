import { describe, expect, it } from 'vitest';
import type { PlaybookPosition } from '../../../../shared/api/documents';
import { blankPosition, newPositionId, playbookProblem, splitWords } from './playbook-edit';

const position = (overrides: Partial<PlaybookPosition> = {}): PlaybookPosition => ({
  id: 'cap',
  clause: 'limitation-of-liability',
  position: 'Liability caps must be mutual.',
  requireAny: ['mutual'],
  forbid: [],
  preferredText: 'Each party’s liability is capped at the fees paid.',
  severity: 'warning',
  sides: [],
  placement: 'replace',
  ...overrides,
});

describe('editing the playbook', () => {
  it('reads words typed with commas', () => {
    expect(splitWords(' mutual, each party ,, ')).toEqual(['mutual', 'each party']);
  });

  it('gives a new position an id no other position has', () => {
    expect(newPositionId([position({ id: 'indemnity-custom-1' })], 'indemnity')).toBe('indemnity-custom-2');
    expect(blankPosition([]).id).toBe('indemnity-custom-1');
  });

  it('says which position has an empty field before saving', () => {
    expect(playbookProblem([position()])).toBeNull();
    expect(playbookProblem([position(), position({ id: 'x', preferredText: '  ' })])).toBe('Position 2 (Limitation of liability): the preferred text is empty.');
  });
});
