import { describe, expect, it } from 'vitest';
import { clusterReferences, clusterSchema, opinionIdOf, opinionSchema, opinionText, snippetPieces, toOnlineResult } from './courtlistener-research-map';

describe('CourtListener research responses', () => {
  it('reads a v4 search hit as an online result, its <mark> highlights as matches', () => {
    const result = toOnlineResult({
      cluster_id: 2812209,
      caseName: 'Obergefell v. Hodges',
      citation: ['576 U.S. 644', '135 S. Ct. 2584'],
      dateFiled: '2015-06-26',
      court: 'Supreme Court of the United States',
      court_id: 'scotus',
      opinions: [{ snippet: '' }, { snippet: 'the right to <mark>marry</mark> is &quot;fundamental&quot;' }],
    });
    expect(result).toEqual({
      source: 'courtlistener',
      clusterId: 2812209,
      name: 'Obergefell v. Hodges',
      citation: '576 U.S. 644',
      year: 2015,
      court: 'scotus',
      snippet: [
        { text: 'the right to ', match: false },
        { text: 'marry', match: true },
        { text: ' is "fundamental"', match: false },
      ],
    });
  });

  it('drops a hit without a name or cluster id, and leaves unknown fields out', () => {
    expect(toOnlineResult({ cluster_id: 1, caseName: ' ' })).toBeNull();
    expect(toOnlineResult({ caseName: 'A v. B' })).toBeNull();
    expect(toOnlineResult({ cluster_id: 1, caseName: 'A v. B' })).toMatchObject({ citation: null, year: null, court: null, snippet: [] });
  });

  it('keeps the cluster citations the corpus can read, in canonical form', () => {
    const cluster = clusterSchema.parse({
      id: 1,
      citations: [
        { volume: 576, reporter: 'U.S.', page: '644' },
        { volume: '135', reporter: 'S. Ct.', page: '2584' },
        { volume: 1, reporter: 'Not A Reporter', page: '1' },
      ],
    });
    expect(clusterReferences(cluster).map((r) => `${r.volume} ${r.reporter} ${r.page}`)).toEqual(['576 U.S. 644', '135 S. Ct. 2584']);
  });

  it('takes plain text first, else marked-up text without its tags', () => {
    expect(opinionText(opinionSchema.parse({ id: 1, plain_text: 'Line one\r\nLine two' }))).toBe('Line one\nLine two');
    expect(opinionText(opinionSchema.parse({ id: 1, plain_text: '', html_with_citations: '<p>Held: <a href="/x">affirmed</a>.</p>' }))).toBe('Held: affirmed.');
    expect(opinionText(opinionSchema.parse({ id: 1 }))).toBeNull();
    expect(opinionIdOf('https://www.courtlistener.com/api/rest/v4/opinions/2812209/')).toBe(2812209);
    expect(opinionIdOf('https://example.com/other/')).toBeNull();
    expect(snippetPieces('<mark>due</mark> <mark>process</mark>')).toEqual([
      { text: 'due', match: true },
      { text: ' ', match: false },
      { text: 'process', match: true },
    ]);
  });
});
