import { describe, expect, it } from 'vitest';
import type { PaperResolution } from '../../src/shared/api/drafts';
import { useDraftingApp } from '../support/drafts';

/** GET /api/drafting/paper in the court the intake chose: what the studio shows before a draft exists. */
describe('the paper the studio shows for the chosen court', () => {
  const drafting = useDraftingApp();
  const paperIn = (courtId: string, typeId = 'motion-for-summary-judgment', jurisdiction = 'us-federal') =>
    drafting.t.app.inject({ method: 'GET', url: `/api/drafting/paper?${new URLSearchParams({ typeId, jurisdiction, courtId })}` });

  it('answers a summary-judgment motion in the Northern District of Texas with the district\'s own form', async () => {
    const res = await paperIn('us-district|txnd|Dallas');
    expect(res.statusCode).toBe(200);
    const resolution = res.json<PaperResolution>();
    if (resolution.kind !== 'paper') throw new Error(`expected a paper, got ${resolution.kind}`);
    expect(resolution.paper.designation).toBe('Motion for Summary Judgment');
    expect(resolution.paper.companions.map((companion) => companion.name)).toEqual(expect.arrayContaining(['Brief in Support', 'Appendix']));
    expect(resolution.paper.limits.map((limit) => limit.citation)).toContain('N.D. Tex. LR 7.2(d)');
    expect(resolution.type.sections.map((section) => section.heading)).toContain('Brief in Support of Motion for Summary Judgment');
  });

  it('keeps the generic notice of motion and memorandum in another district, or with no court chosen', async () => {
    const elsewhere = (await paperIn('us-district|cacd|Western')).json<PaperResolution>();
    const unchosen = (await drafting.t.app.inject({ method: 'GET', url: '/api/drafting/paper?typeId=motion-for-summary-judgment&jurisdiction=us-federal' })).json<PaperResolution>();
    for (const resolution of [elsewhere, unchosen]) {
      expect(resolution.kind === 'paper' && resolution.paper.designation).toBe('Notice of Motion and Motion for Summary Judgment; Memorandum of Points and Authorities');
    }
  });

  it('answers a court not in the list, or of another jurisdiction, with 400 in the error envelope saying which', async () => {
    const unknown = await paperIn('us-district|zzz|Dallas');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'invalid-argument', message: expect.stringContaining('"us-district|zzz|Dallas" is not a court in the list') });
    const noDivision = await paperIn('us-district|txnd');
    expect(noDivision.statusCode).toBe(400);
    expect(noDivision.json()).toMatchObject({ error: 'invalid-argument', message: expect.stringContaining('choose the division of the Northern District of Texas') });
    const stateCourt = await paperIn('tx-district|101|Dallas');
    expect(stateCourt.statusCode).toBe(400);
    expect(stateCourt.json()).toMatchObject({ error: 'invalid-argument', message: expect.stringContaining("not one of this jurisdiction's courts") });
    const empty = await drafting.t.app.inject({ method: 'GET', url: '/api/drafting/paper?typeId=motion-for-summary-judgment&jurisdiction=us-federal&courtId=' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'invalid-argument' });
  });
});
