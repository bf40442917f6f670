import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importOpinions } from '../../src/server/features/corpus/importer';
import { searchResponseSchema } from '../../src/shared/api/research';
import { buildTestApp, type TestApp } from '../support/app';
import { loadResearchCorpus } from '../support/corpus';

// The U.S. Reports index holds both decisions (505 U.S. 672 and 505 U.S. 830) by name only, so their text
// relevance to 'Krishna Consciousness' is the same: only authority can order them.
const ISKCON_V_LEE = 'International Society for Krishna Consciousness, Inc. v. Lee';
const LEE_V_ISKCON = 'Lee v. International Soc. for Krishna Consciousness, Inc.';

/** A placeholder opinion (not a real one) whose only job is to cite the second decision. */
const citingPlaceholder = JSON.stringify({
  citation: null,
  docket: 'placeholder-1',
  name: 'Placeholder v. Citing',
  year: 2004,
  text: `Placeholder text. See ${LEE_V_ISKCON}, 505 U.S. 830 (1992) (per curiam).`,
});

async function* linesOf(...lines: string[]) {
  yield* lines;
}

describe('case-law search ranking over the fixture corpus', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
    await loadResearchCorpus(t.database.db);
  });
  afterEach(() => t.close());

  const search = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/research/search?q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    return searchResponseSchema.parse(res.json()).results;
  };

  it('breaks a tie in text relevance by authority, kept current by a later import', async () => {
    const before = await search('Krishna Consciousness');
    expect(before.map((r) => r.name)).toEqual([ISKCON_V_LEE, LEE_V_ISKCON]);
    expect(before[0]!.rank).toBe(before[1]!.rank);

    await importOpinions({ db: t.database.db, lines: linesOf(citingPlaceholder), source: 'placeholder' });

    const after = await search('Krishna Consciousness');
    expect(after.map((r) => r.name).slice(0, 2)).toEqual([LEE_V_ISKCON, ISKCON_V_LEE]);
    expect(after[0]!.rank).toBeGreaterThan(after[1]!.rank);
  });

  it('ranks the more cited of two opinions above the other when both match', async () => {
    // Roe (cited by Casey and Lawrence) and Casey (cited by Lawrence) both discuss abortion.
    const results = await search('abortion');
    const names = results.map((r) => r.name);
    expect(names.indexOf('Roe v. Wade')).toBeLessThan(names.indexOf('Planned Parenthood of Southeastern Pa. v. Casey'));
  });

  it.each([
    ['505 U.S. 830', LEE_V_ISKCON],
    ['505 U. S. 830', LEE_V_ISKCON],
    ['410 U.S. 113', 'Roe v. Wade'],
    ['Lawrence v. Texas, 539 U.S. 558 (2003)', 'Lawrence v. Texas'],
  ])('answers the citation %s with its case first', async (q, name) => {
    const [first] = await search(q);
    expect(first).toMatchObject({ name });
  });

  it('answers a case name with that case first', async () => {
    expect((await search('Bowers v. Hardwick'))[0]!.name).toBe('Bowers v. Hardwick');
    expect((await search('hardwick'))[0]!.name).toBe('Bowers v. Hardwick');
  });
});
