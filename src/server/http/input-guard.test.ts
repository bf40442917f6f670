import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH, findInputProblem } from './input-guard';

const nested = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
};

describe('findInputProblem', () => {
  it('finds a NUL in a string value or an object key, however deep', () => {
    expect(findInputProblem({ a: [{ b: 'fine' }, { c: 'bad\u0000' }] })).toBe('nul');
    expect(findInputProblem({ ['key\u0000']: 1 })).toBe('nul');
    expect(findInputProblem('\u0000')).toBe('nul');
  });

  it(`allows ${MAX_INPUT_DEPTH} levels of nesting and refuses one more`, () => {
    expect(findInputProblem(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(findInputProblem(nested(MAX_INPUT_DEPTH + 1))).toBe('too-deep');
  });

  it('walks 100,000 levels without overflowing the stack', () => {
    expect(findInputProblem(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))).toBe('too-deep');
  });

  it('leaves ordinary values, numbers, nulls and buffers alone', () => {
    expect(findInputProblem({ q: 'motion', limit: 30, cursor: null, tags: ['a', 'b'] })).toBeNull();
    expect(findInputProblem(Buffer.from([0, 1, 2]))).toBeNull();
    expect(findInputProblem(undefined)).toBeNull();
  });
});
