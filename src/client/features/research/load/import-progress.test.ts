import { describe, expect, it } from 'vitest';
import type { CorpusImportJob } from '../../../../shared/api/corpus-imports';
import { overallFraction, phaseLabel, timeLeft } from './import-progress';

const job = (over: Partial<CorpusImportJob>): CorpusImportJob => ({
  id: 1, sourceKind: 'url', source: 'https://example.test/a.jsonl.gz', fileName: 'a.jsonl.gz', complete: false, state: 'downloading',
  bytesTotal: 4 * 1024 * 1024, bytesDownloaded: 1024 * 1024, importFraction: 0, records: 0, cases: 0, opinions: 0,
  edges: 0, skipped: 0, secondsLeft: null, sha256: null, error: null, interrupted: false, resumes: 0, createdAt: '2026-01-01T00:00:00Z', finishedAt: null, ...over,
});

describe('import progress', () => {
  it('counts a download as the first half of a URL import and reading the file as the second', () => {
    expect(overallFraction(job({}))).toBe(0.125);
    expect(overallFraction(job({ state: 'importing', bytesDownloaded: 4 * 1024 * 1024, importFraction: 0.5 }))).toBe(0.75);
    expect(overallFraction(job({ sourceKind: 'upload', state: 'importing', importFraction: 0.5 }))).toBe(0.5);
    expect(overallFraction(job({ state: 'done' }))).toBe(1);
  });

  it('says the phase and the time left in words', () => {
    expect(phaseLabel(job({}))).toBe('Downloading 1.0 MB of 4.0 MB');
    expect(phaseLabel(job({ bytesDownloaded: 3000, bytesTotal: 7585 }))).toBe('Downloading 2.9 KB of 7.4 KB');
    expect(phaseLabel(job({ state: 'importing', interrupted: true, resumes: 1 }))).toBe('Interrupted: resumes from its last checkpoint');
    expect(phaseLabel(job({ state: 'importing', resumes: 1 }))).toBe('Importing opinions and citations · resumed after an interruption');
    expect(phaseLabel(job({ state: 'done', resumes: 2 }))).toBe('Finished · resumed after an interruption');
    expect(timeLeft(null)).toBe('');
    expect(timeLeft(30)).toBe('under a minute left');
    expect(timeLeft(600)).toBe('about 10 min left');
    expect(timeLeft(3 * 3600)).toBe('about 3.0 h left');
  });
});
