import { describe, expect, it } from 'vitest';
import { fastest } from './decompress';
import { childExecArgv } from './measured-child';

describe("the import's baseline", () => {
  it('is the decompressor with the lowest median, whichever order they ran in', () => {
    const pigz = { name: 'pigz -d', ms: 1_900, runs: [1_800, 1_900, 2_500] };
    const zcat = { name: 'zcat', ms: 2_200, runs: [2_100, 2_200, 2_300] };
    expect(fastest([zcat, pigz])).toBe(pigz);
    expect(fastest([pigz, zcat])).toBe(pigz);
  });

  it('does not exist without a decompressor', () => {
    expect(() => fastest([])).toThrow(/no decompressor/);
  });
});

describe("the measured process's Node flags", () => {
  it("keep the loader's flags and leave out the server's start flags", () => {
    const execArgv = ['--max-semi-space-size=4', '--require', '/tsx/preflight.cjs', '--import', 'file:///tsx/loader.mjs'];
    expect(childExecArgv(execArgv, ['--max-semi-space-size=4'])).toEqual(['--require', '/tsx/preflight.cjs', '--import', 'file:///tsx/loader.mjs']);
  });
});
