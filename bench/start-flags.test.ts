import { describe, expect, it } from 'vitest';
import { corpusImportFlags, startFlags } from './start-flags';

describe('the start flags the benchmarks run servers with', () => {
  it('are the Node flags of the npm start script, which bounds the young generation to keep the server small', () => {
    expect(startFlags()).toContain('--max-semi-space-size=4');
  });

  it('include those of npm run corpus:import, whose young generation is bounded too: it held the import above 500 MB', () => {
    expect(corpusImportFlags()).toEqual(['--max-semi-space-size=4']);
  });
});
