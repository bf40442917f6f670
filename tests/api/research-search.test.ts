import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importOpinions } from '../../src/server/features/corpus/importer';
import { readLines } from '../../src/server/features/corpus/read-lines';
import { searchResponseSchema } from '../../src/shared/api/research';
import { buildTestApp, type TestApp } from '../support/app';

const fixture = path.resolve('tests/fixtures/opinions.jsonl');

async function* linesOf(...lines: string[]) {
  yield* lines;
}

describe('case-law search', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  const search = (query: string) => t.app.inject({ method: 'GET', url: `/api/research/search?${query}` });

  it('says the corpus is empty and how to load one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/research/status' });
    expect(res.json()).toMatchObject({ cases: 0, opinions: 0, citationEdges: 0, sources: [] });
    expect(res.json().howToLoad).toContain('npm run corpus:import');
    expect(searchResponseSchema.parse((await search('q=mandamus')).json())).toEqual({ results: [], nextCursor: null, rankedAmong: null, online: null });
  });

  describe('over the fixture corpus', () => {
    beforeEach(async () => {
      await importOpinions({ db: t.database.db, lines: readLines(fixture), source: 'fixture' });
    });

    it('finds a case by a word of its opinion, with its citation and a highlighted snippet', async () => {
      const body = searchResponseSchema.parse((await search('q=mandamus')).json());
      expect(body.results.map((r) => r.name)).toEqual(['Marbury v. Madison']);
      const [hit] = body.results;
      expect(hit).toMatchObject({ citation: '5 U.S. 137', year: 1803, court: 'scotus' });
      expect(hit!.snippet.filter((p) => p.match).map((p) => p.text.toLowerCase())).toContain('mandamus');
    });

    it('ranks a match in the case name above one only in the text', async () => {
      const body = searchResponseSchema.parse((await search('q=Marbury')).json());
      expect(body.results[0]!.name).toBe('Marbury v. Madison');
      expect(body.results.length).toBeGreaterThan(1);
      expect(body.results[0]!.rank).toBeGreaterThan(body.results[1]!.rank);
    });

    it('filters by year range and court, and pages with a cursor', async () => {
      const early = searchResponseSchema.parse((await search('q=placeholder&to=1810')).json());
      expect(early.results.every((r) => (r.year ?? 0) <= 1810)).toBe(true);
      expect((await search('q=placeholder&court=nowhere')).json().results).toEqual([]);

      const first = searchResponseSchema.parse((await search('q=placeholder&limit=1')).json());
      expect(first.results).toHaveLength(1);
      expect(first.nextCursor).toBe(1);
      const second = searchResponseSchema.parse((await search(`q=placeholder&limit=1&cursor=${first.nextCursor}`)).json());
      expect(second.results[0]!.caseId).not.toBe(first.results[0]!.caseId);
    });

    it('reports what the corpus holds', async () => {
      const status = (await t.app.inject({ method: 'GET', url: '/api/research/status' })).json();
      expect(status.cases).toBeGreaterThan(0);
      expect(status.opinions).toBeGreaterThanOrEqual(status.cases);
      expect(status.citationEdges).toBeGreaterThan(0);
      expect(status.sources).toEqual([{ source: 'fixture', cases: status.cases }]);
    });
  });

  describe('snippets of a long opinion', () => {
    // About 180 KB of text around one sentence: the matches are far from the opinion's start, and apart (but within
    // the first 16,383 words, the last position a tsvector records, so that a phrase there still matches).
    const filler = 'The court considered the record at length and found nothing of note in it. '.repeat(800);
    const opinion = {
      citation: null,
      docket: 'long-1',
      name: 'Longview v. Placeholder',
      year: 2001,
      text:
        `The District Court docketed the appeal without delay. ${filler}` +
        `Laches bars a claim brought after an unreasonable delay that prejudiced the defendant; strict proof of prejudice is not required. ${filler}` +
        `Nor did the defendant's acquiescence excuse it. ${filler}`,
    };
    const snippetOf = async (query: string) => {
      const [hit] = searchResponseSchema.parse((await search(query)).json()).results;
      expect(hit!.name).toBe(opinion.name);
      return { marked: hit!.snippet.filter((p) => p.match).map((p) => p.text.toLowerCase()), text: hit!.snippet.map((p) => p.text).join('') };
    };

    beforeEach(async () => {
      await importOpinions({ db: t.database.db, lines: linesOf(JSON.stringify(opinion)), source: 'long' });
    });

    it('shows the matched word where it occurs, with its sentence', async () => {
      const { marked, text } = await snippetOf('q=laches');
      expect(marked).toContain('laches');
      expect(text).toContain('after an unreasonable delay');
    });

    it('shows a quoted phrase where the phrase occurs, not where its words first occur alone', async () => {
      const { marked, text } = await snippetOf(`q=${encodeURIComponent('"unreasonable delay"')}`);
      expect(marked).toEqual(expect.arrayContaining(['unreasonable', 'delay']));
      expect(text).toContain('Laches bars');
    });

    it('looks for a word at the start of words, not inside another one', async () => {
      const { marked } = await snippetOf('q=strict');
      expect(marked).toContain('strict');
    });

    it('marks the words of a query whose words are far apart', async () => {
      const { marked } = await snippetOf('q=laches+acquiescence');
      expect(marked.length).toBeGreaterThan(0);
      expect(marked.every((word) => ['laches', 'acquiescence'].includes(word))).toBe(true);
    });
  });

  it.each([
    ['no query', ''],
    ['a one-letter query', 'q=a'],
    ['an inverted year range', 'q=law&from=1900&to=1800'],
    ['a limit over 50', 'q=law&limit=500'],
  ])('refuses %s with 400', async (_label, query) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid-argument');
  });
});
