import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authoritiesResponseSchema, caseDetailSchema, searchResponseSchema } from '../../src/shared/api/research';
import { buildTestApp, type TestApp } from '../support/app';
import { loadResearchCorpus } from '../support/corpus';

describe('case pages and the citation graph', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
    await loadResearchCorpus(t.database.db);
  });
  afterEach(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const caseIdOf = async (name: string) => {
    const body = searchResponseSchema.parse((await get(`/api/research/search?q=${encodeURIComponent(name)}`)).json());
    const hit = body.results.find((result) => result.name === name);
    if (!hit) throw new Error(`${name} not found`);
    return hit.caseId;
  };
  const caseDetail = async (name: string) => caseDetailSchema.parse((await get(`/api/research/cases/${await caseIdOf(name)}`)).json());

  it('shows a case with its opinion, and each citation in the text linked to the case it cites', async () => {
    const bowers = await caseDetail('Bowers v. Hardwick');
    expect(bowers).toMatchObject({ name: 'Bowers v. Hardwick', year: 1986, citations: ['478 U.S. 186'] });
    expect(bowers.court).toEqual({ id: 'scotus', name: 'Supreme Court of the United States' });
    const [opinion] = bowers.opinions;
    const roeId = await caseIdOf('Roe v. Wade');
    const toRoe = opinion!.citations.filter((citation) => citation.caseId === roeId);
    expect(toRoe.length).toBeGreaterThan(0);
    for (const citation of toRoe) expect(opinion!.text.slice(citation.start, citation.end)).toMatch(/410 U\.\s?S\./);
    expect(bowers.cites.find((cited) => cited.caseId === roeId)).toMatchObject({ name: 'Roe v. Wade', citation: '410 U.S. 113' });
  });

  it('lists the later cases citing a case, with counts and the passages that cite it', async () => {
    const roe = await caseDetail('Roe v. Wade');
    expect(roe.citedBy.total).toBe(3);
    const names = roe.citedBy.cases.map((citing) => citing.name);
    expect(names).toEqual(expect.arrayContaining(['Bowers v. Hardwick', 'Lawrence v. Texas']));
    const bowers = roe.citedBy.cases.find((citing) => citing.name === 'Bowers v. Hardwick')!;
    expect(bowers.count).toBeGreaterThanOrEqual(3);
    expect(bowers.passages.length).toBeGreaterThan(0);
    expect(bowers.passages.every((passage) => /Roe v\. Wade/.test(passage.text))).toBe(true);
  });

  it('signals that a case was overruled only with the citing passage that says so', async () => {
    const bowers = await caseDetail('Bowers v. Hardwick');
    const overruled = bowers.treatments.filter((signal) => signal.treatment === 'overruled');
    expect(overruled.map((signal) => signal.name)).toContain('Lawrence v. Texas');
    expect(overruled.some((signal) => /should be and now is overruled/.test(signal.passage))).toBe(true);
    expect(bowers.treatments[0]!.treatment).toBe('overruled');

    // Lawrence speaks of those "seeking to overrule Roe": a request, not a holding.
    const roe = await caseDetail('Roe v. Wade');
    expect(roe.treatments.filter((signal) => signal.treatment === 'overruled')).toEqual([]);
  });

  it('knows a case from the U.S. Reports index by name and citation, without text', async () => {
    const doe = await caseDetail('Doe v. Bolton');
    expect(doe).toMatchObject({ citations: ['410 U.S. 179'], year: 1973, opinions: [], source: 'us-reports-index.tsv' });
  });

  it('lists the authorities most cited by the cases a search finds', async () => {
    const res = await get('/api/research/authorities?q=privacy');
    const { authorities } = authoritiesResponseSchema.parse(res.json());
    const roe = authorities.find((authority) => authority.citation === '410 U.S. 113');
    expect(roe).toMatchObject({ name: 'Roe v. Wade', caseId: expect.any(Number) });
    expect(roe!.count).toBeGreaterThanOrEqual(2);
    const counts = authorities.map((authority) => authority.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('answers an unknown case with not-found and a malformed id with invalid-argument', async () => {
    const missing = await get('/api/research/cases/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not-found', message: 'This case is not in the corpus.' });
    const malformed = await get('/api/research/cases/roe');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('invalid-argument');
  });
});
