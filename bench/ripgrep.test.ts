import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { queryTerms, ripgrepScan, ripgrepVersion } from './ripgrep';

const dir = mkdtempSync(path.join(os.tmpdir(), 'ripgrep-test-'));
const texts: Record<string, string> = {
  '1.txt': 'The Fourth Amendment protects against unreasonable searches.\nA warrant is required.',
  '2.txt': 'Unreasonable delay; no WARRANT discussed.\nfourth amendment elsewhere',
  '3.txt': 'A warrant and a search, but nothing about the amendment in question.',
  "4.txt": 'It\'s "the Fourth" of July; nothing else.',
};
for (const [name, text] of Object.entries(texts)) writeFileSync(path.join(dir, name), text);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the ripgrep baseline of search', () => {
  it("reads a query's words and quoted phrases, leaving out one-letter words", () => {
    expect(queryTerms('"Fourth Amendment" warrant v. a')).toEqual(['Fourth Amendment', 'warrant']);
  });

  it.skipIf(!ripgrepVersion())('counts the files holding every term, in any case and on any line', async () => {
    expect(await ripgrepScan(dir, '"fourth amendment" warrant')).toBe(2);
    expect(await ripgrepScan(dir, '"fourth amendment" warrant unreasonable')).toBe(2);
    expect(await ripgrepScan(dir, 'warrant search')).toBe(2);
    expect(await ripgrepScan(dir, 'warrant "July"')).toBe(0);
    // Four pipelines of processes: a busy shared machine can take seconds, which is not what this test is about.
  }, 60_000);
});
