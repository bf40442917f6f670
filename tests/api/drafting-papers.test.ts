import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDraftingApp } from '../support/drafts';
import { intakeFor, resolutionOf } from '../support/papers';

/** The court's own paper for a goal in a jurisdiction, and drafts made as that paper (or refused). */
describe('court papers in the drafting API', () => {
  const drafting = useDraftingApp();

  it("answers a California motion to dismiss with the demurrer, its grounds and its form", async () => {
    const resolution = await resolutionOf(drafting.t.app, 'motion-to-dismiss', 'us-ca');
    if (resolution.kind !== 'paper') throw new Error(`expected a paper, got ${resolution.kind}`);
    const { paper, type } = resolution;
    expect(paper.name).toMatch(/Demurrer/);
    expect(paper.basis.map((entry) => entry.citation).join(' ')).toContain('430.10');
    expect(type.label).toBe(paper.name);
    const grounds = type.intakeFields.find((field) => field.id === 'grounds');
    expect(grounds?.kind === 'select' ? grounds.options : []).toEqual(paper.grounds!.offered.map(({ value, label }) => ({ value, label })));
    expect(JSON.stringify(resolution)).not.toContain('Fed. R. Civ. P.');
  });

  it('refuses a federal employee non-compete, with the reason and its source', async () => {
    const resolution = await resolutionOf(drafting.t.app, 'employee-noncompete', 'us-federal');
    if (resolution.kind !== 'refused') throw new Error(`expected a refusal, got ${resolution.kind}`);
    expect(resolution.refusal.explanation).toMatch(/state law/);
    expect(resolution.refusal.citation.length).toBeGreaterThan(0);
  });

  it('answers the general type for a research memo, and for a state without its own papers (Ohio)', async () => {
    expect(await resolutionOf(drafting.t.app, 'research-memo', 'us-ca')).toMatchObject({ kind: 'general', type: { id: 'research-memo' } });
    expect(await resolutionOf(drafting.t.app, 'motion-to-dismiss', 'us-oh')).toMatchObject({ kind: 'general', type: { id: 'motion-to-dismiss', label: 'Motion to Dismiss' } });
  });

  it('answers an unknown goal with 404 and an unknown jurisdiction with 400, in the error envelope', async () => {
    const unknown = await drafting.t.app.inject({ method: 'GET', url: '/api/drafting/paper?typeId=will&jurisdiction=us-ca' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'not-found' });
    const nowhere = await drafting.t.app.inject({ method: 'GET', url: '/api/drafting/paper?typeId=motion-to-dismiss&jurisdiction=us-zz' });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json()).toMatchObject({ error: 'invalid-argument' });
    const missing = await drafting.t.app.inject({ method: 'GET', url: '/api/drafting/paper' });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses to create a refused goal, saying why and what to use instead', async () => {
    const resolution = await resolutionOf(drafting.t.app, 'employee-noncompete', 'us-federal');
    if (resolution.kind !== 'refused') throw new Error(`expected a refusal, got ${resolution.kind}`);
    const general = await resolutionOf(drafting.t.app, 'employee-noncompete', 'us-oh');
    if (general.kind !== 'general') throw new Error(`expected the general type, got ${general.kind}`);
    const res = await drafting.client.call('POST', '/api/drafts', { typeId: 'employee-noncompete', jurisdiction: 'us-federal', intake: intakeFor(general.type) });
    expect(res.statusCode).toBe(412);
    const body = res.json<{ error: string; message: string }>();
    expect(body.error).toBe('failed-precondition');
    expect(body.message).toContain(resolution.refusal.explanation);
    expect(body.message).toContain(resolution.refusal.citation);
    for (const alternative of resolution.refusal.alternatives) expect(body.message).toContain(alternative);
  });

  it("creates a California demurrer on California's grounds, and refuses a federal ground", async () => {
    const resolution = await resolutionOf(drafting.t.app, 'motion-to-dismiss', 'us-ca');
    if (resolution.kind !== 'paper') throw new Error(`expected a paper, got ${resolution.kind}`);
    const federalGround = await drafting.client.call('POST', '/api/drafts', { typeId: 'motion-to-dismiss', jurisdiction: 'us-ca', intake: intakeFor(resolution.type, '12b6') });
    expect(federalGround.statusCode).toBe(400);
    expect(federalGround.json()).toMatchObject({ error: 'invalid-argument', message: expect.stringMatching(/^Grounds must be one of: /) });

    const draft = await drafting.client.create({ typeId: 'motion-to-dismiss', jurisdiction: 'us-ca', intake: intakeFor(resolution.type, resolution.paper.grounds!.defaultValue) });
    expect(draft.typeLabel).toBe(resolution.paper.name);
    expect(draft.title).toBe(`${resolution.paper.name} — Jane Doe v. Acme Widgets, Inc.`);
    expect(draft.content.caption?.documentTitle).toBe(resolution.paper.designation);
    expect(draft.content.sections.map((section) => section.id)).toEqual(resolution.type.sections.map((section) => section.id));
    expect(draft.paper).toEqual(resolution.paper);
    for (const item of resolution.paper.checkBeforeFiling) {
      expect(draft.notes).toContain(`Check before filing: ${item.subject} (${item.citation}): ${item.reason}`);
    }
    expect(await drafting.client.get(draft.id)).toMatchObject({ paper: resolution.paper, typeLabel: resolution.paper.name });
  });

  it('creates a general draft, with no paper, where the state has none of its own', async () => {
    const general = await resolutionOf(drafting.t.app, 'motion-to-dismiss', 'us-oh');
    if (general.kind !== 'general') throw new Error(`expected the general type, got ${general.kind}`);
    const draft = await drafting.client.create({ typeId: 'motion-to-dismiss', jurisdiction: 'us-oh', intake: intakeFor(general.type) });
    expect(draft).toMatchObject({ typeLabel: 'Motion to Dismiss', paper: null });
  });

  it('opens a stored draft whose goal is now refused: readable and exportable, not drafted further, and says why', async () => {
    const general = await resolutionOf(drafting.t.app, 'employee-noncompete', 'us-oh');
    if (general.kind !== 'general') throw new Error(`expected the general type, got ${general.kind}`);
    const draft = await drafting.client.create({ typeId: 'employee-noncompete', jurisdiction: 'us-oh', intake: intakeFor(general.type) });
    // As if the draft had been made before California's refusal was recorded.
    await drafting.t.database.db.execute(sql`update drafts set jurisdiction = 'us-ca' where id = ${draft.id}`);
    const refusal = await resolutionOf(drafting.t.app, 'employee-noncompete', 'us-ca');
    if (refusal.kind !== 'refused') throw new Error(`expected a refusal, got ${refusal.kind}`);

    const opened = await drafting.client.get(draft.id);
    expect(opened).toMatchObject({ jurisdiction: 'us-ca', typeLabel: general.type.label, paper: null, content: draft.content });
    expect(opened.notes.find((note) => note.startsWith('This draft can be read and exported but not drafted further: '))).toContain(refusal.refusal.explanation);
    const exported = await drafting.client.call('GET', `/api/drafts/${draft.id}/export?format=docx&confirmUnverified=true`);
    expect(exported.statusCode).toBe(200);
    const generate = await drafting.client.call('POST', `/api/drafts/${draft.id}/generate`, {});
    expect(generate.statusCode).toBe(412);
    expect(generate.json<{ message: string }>().message).toContain(refusal.refusal.citation);
    expect((await drafting.client.get(draft.id)).status).toBe('new');
  });
});
