import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_NOTE } from '../../src/legal/drafting';
import { selectRows } from '../../src/server/db/rows';
import type { DraftingTypesResponse, DraftVersion, Finding, VersionDetail } from '../../src/shared/api/drafts';
import type { TestApp } from '../support/app';
import { buildChatApp, chatUser, type ChatUser } from '../support/chat';
import { loadResearchCorpus } from '../support/corpus';
import { buildMotionIntake, draftsClient, withSectionText } from '../support/drafts';

/** The drafts API with the offline engine (no language model configured). */

/** The rule pack's findings, without what the check adds about filing readiness (placeholders, citations, certificates). */
const READINESS = /^(?:unfilled-placeholders|citation-|certificate-required)/;
const rulePackFindings = (findings: Finding[]) => findings.filter((finding) => !READINESS.test(finding.ruleId));

describe('drafts', () => {
  let t: TestApp;
  let owner: ChatUser;
  let stranger: ChatUser;
  let client: ReturnType<typeof draftsClient>;
  beforeAll(async () => {
    t = await buildChatApp();
    await loadResearchCorpus(t.database.db);
    owner = await chatUser(t.app);
    stranger = await chatUser(t.app);
    client = draftsClient(t.app, owner);
  });
  afterAll(async () => {
    await t.close();
  });

  it('offers every document type with its intake form, and says which jurisdictions have rule packs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/drafting/types' });
    const { types, jurisdictions } = res.json<DraftingTypesResponse>();
    expect(types.map((type) => type.id)).toEqual([
      'mutual-nda', 'employment-agreement', 'contractor-agreement', 'employee-noncompete', 'sale-of-business-noncompete',
      'commercial-lease', 'residential-lease', 'asset-purchase-agreement', 'complaint', 'answer', 'motion-to-dismiss',
      'motion-for-summary-judgment', 'motion-to-compel', 'research-memo', 'points-and-authorities',
    ]);
    const motion = types.find((type) => type.id === 'motion-to-dismiss')!;
    expect(motion.intakeFields.find((field) => field.id === 'plaintiffs')).toMatchObject({ kind: 'party', multiple: true, required: true });
    expect(motion.sections.map((section) => section.heading)).toContain('Certificate of Service');
    expect(jurisdictions.find((j) => j.id === 'us-ca')).toMatchObject({ rulePack: true });
    expect(jurisdictions.find((j) => j.id === 'us-wa')).toMatchObject({ label: 'Washington', rulePack: false, rulePackName: null });
  });

  it('creates a draft from the intake, assembled from templates with placeholders, and stores it encrypted', async () => {
    // A motion to dismiss in California is that court's demurrer.
    const draft = await client.create();
    expect(draft).toMatchObject({
      title: 'Demurrer — Jane Doe v. Acme Widgets, Inc.',
      typeLabel: 'Demurrer',
      family: 'motion',
      jurisdictionLabel: 'California',
      status: 'new',
      revision: 1,
      tokensUsed: 0,
      rulePack: true,
      generatedBy: null,
    });
    expect(draft.notes[0]).toBe(OFFLINE_NOTE);
    expect(draft.notes.slice(1).every((note) => note.startsWith('Check before filing: '))).toBe(true);
    expect(draft.content.caption).toMatchObject({ plaintiffs: ['Jane Doe'], defendants: ['Acme Widgets, Inc.'], caseNumber: 'RG26-123456' });
    expect(draft.placeholders.length).toBeGreaterThan(0);
    expect(draft.wordCount).toBeGreaterThan(100);

    const [row] = await selectRows<Record<string, string>>(t.database.db, sql`select * from drafts where id = ${draft.id}`);
    expect(JSON.stringify(row)).not.toContain('Jane Doe');
    expect(JSON.stringify(row)).not.toContain('Acme Widgets');
  });

  it('refuses an intake that does not fit the form, naming the field', async () => {
    const res = await client.call('POST', '/api/drafts', { typeId: 'motion-to-dismiss', jurisdiction: 'us-ca', intake: buildMotionIntake({ plaintiffs: [] }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid-argument', message: 'Plaintiffs: name at least one party' });
    const unknown = await client.call('POST', '/api/drafts', { typeId: 'will', jurisdiction: 'us-ca', intake: {} });
    expect(unknown.json()).toEqual({ error: 'invalid-argument', message: 'Choose a document type from the list.' });
    const nowhere = await client.call('POST', '/api/drafts', { typeId: 'mutual-nda', jurisdiction: 'us-zz', intake: {} });
    expect(nowhere.statusCode).toBe(400);
  });

  it('keeps every draft to its owner: another user gets 404 everywhere and never sees it listed', async () => {
    const draft = await client.create();
    const other = draftsClient(t.app, stranger);
    for (const [method, url] of [
      ['GET', `/api/drafts/${draft.id}`],
      ['POST', `/api/drafts/${draft.id}/check`],
      ['GET', `/api/drafts/${draft.id}/versions`],
      ['GET', `/api/drafts/${draft.id}/export?format=docx&confirmUnverified=true`],
      ['POST', `/api/drafts/${draft.id}/generate`],
      ['DELETE', `/api/drafts/${draft.id}`],
    ] as const) {
      const res = await other.call(method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const patch = await other.call('PATCH', `/api/drafts/${draft.id}`, { baseRevision: 1, title: 'Mine now' });
    expect(patch.statusCode).toBe(404);
    const listed = await other.call('GET', '/api/drafts');
    expect(listed.json().drafts).toEqual([]);
    expect((await client.get(draft.id)).title).toBe(draft.title);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/drafts/${draft.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('saves edits against the revision they were made on and refuses a stale save without losing the first', async () => {
    const draft = await client.create();
    const edited = withSectionText(draft.content, 'introduction', ['The complaint fails to state a claim.']);
    const saved = await client.save(draft.id, { baseRevision: draft.revision, content: edited });
    expect(saved.revision).toBe(draft.revision + 1);

    const stale = await client.call('PATCH', `/api/drafts/${draft.id}`, {
      baseRevision: draft.revision,
      content: withSectionText(draft.content, 'introduction', ['An older window.']),
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().message).toBe('This draft was changed in another window or by a generation. Reload to see the latest version.');
    const current = await client.get(draft.id);
    expect(current.content).toEqual(edited);

    const renamed = await client.save(draft.id, { baseRevision: 0, title: 'MTD — final' });
    expect(renamed.title).toBe('MTD — final');
    const bad = await client.call('PATCH', `/api/drafts/${draft.id}`, { baseRevision: 1, content: { sections: 'none' } });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps versions: checkpoints, preview and restore, keeping what was there before', async () => {
    const draft = await client.create();
    const first = withSectionText(draft.content, 'introduction', ['First wording.']);
    const saved = await client.save(draft.id, { baseRevision: draft.revision, content: first, checkpoint: { label: 'Sent to partner' } });
    await client.save(draft.id, { baseRevision: saved.revision, content: withSectionText(draft.content, 'introduction', ['Second wording.']) });

    const { versions } = (await client.call('GET', `/api/drafts/${draft.id}/versions`)).json<{ versions: DraftVersion[] }>();
    expect(versions.map((v) => [v.number, v.label, v.source])).toEqual([
      [2, 'Sent to partner', 'checkpoint'],
      [1, 'Assembled from templates', 'generated'],
    ]);
    const checkpoint = (await client.call('GET', `/api/drafts/${draft.id}/versions/${versions[0]!.id}`)).json<VersionDetail>();
    expect(checkpoint.content).toEqual(first);

    const restored = await client.call('POST', `/api/drafts/${draft.id}/versions/${versions[0]!.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().content).toEqual(first);
    const after = (await client.call('GET', `/api/drafts/${draft.id}/versions`)).json<{ versions: DraftVersion[] }>().versions;
    expect(after.map((v) => v.label).slice(0, 2)).toEqual(['Restored from version 2', 'Before restoring version 2']);
    const kept = (await client.call('GET', `/api/drafts/${draft.id}/versions/${after[1]!.id}`)).json<VersionDetail>();
    expect(JSON.stringify(kept.content)).toContain('Second wording.');
    const missing = await client.call('GET', `/api/drafts/${draft.id}/versions/nope`);
    expect(missing.statusCode).toBe(404);
  });

  it("checks a draft against California's rules, and the finding goes once the attorney fixes it", async () => {
    const draft = await client.create({ intake: buildMotionIntake({ caseNumber: undefined }) });
    const check = await client.check(draft.id);
    expect(check.rulesChecked).toBe(true);
    expect(check.exportFormat).toEqual({ pleadingPaper: true, minFontSizePt: 12 });
    expect(rulePackFindings(check.findings)).toEqual([expect.objectContaining({ ruleId: 'ca-crc-2.111-first-page', severity: 'error', citation: 'Cal. Rules of Court, rule 2.111' })]);
    expect(check.summary.bySeverity.error).toBe(check.findings.filter((finding) => finding.severity === 'error').length);

    const fixed = { ...draft.content, caption: { ...draft.content.caption!, caseNumber: 'RG26-123456' } };
    await client.save(draft.id, { baseRevision: draft.revision, content: fixed });
    expect(rulePackFindings((await client.check(draft.id)).findings)).toEqual([]);
  });

  it('verifies the citations in a draft, pointing at their sections', async () => {
    const draft = await client.create();
    const argumentIndex = draft.content.sections.findIndex((section) => section.id === 'argument');
    expect(argumentIndex).toBeGreaterThan(0);
    // The paper's own statutory citations, which the test corpus cannot verify, are counted before the cases are added.
    const before = (await client.check(draft.id)).summary.unverifiedCitations;
    const content = withSectionText(draft.content, 'argument', [
      'The right of privacy has limits. Roe v. Wade, 410 U.S. 113 (1973).',
      'No court has held otherwise. Smith v. Jones, 410 U.S. 999 (1973).',
    ]);
    await client.save(draft.id, { baseRevision: draft.revision, content });
    const check = await client.check(draft.id);
    const cases = check.citations.filter((citation) => citation.kind === 'case');
    expect(cases.map((c) => [c.normalized, c.sectionIndex])).toEqual([
      [expect.stringContaining('410 U.S. 113'), argumentIndex],
      [expect.stringContaining('410 U.S. 999'), argumentIndex],
    ]);
    // Roe is in the test corpus; the invented case is not (the corpus here does not declare volume 410 complete).
    expect(cases.map((c) => c.status)).toEqual(['verified', 'unverifiable']);
    // Roe is verified but overruled (ADR 034): the attorney confirms it at export like the invented case.
    expect(check.summary.unverifiedCitations).toBe(before + 2);
    expect(check.placeholders).toContain('[date of service]');
  });

  it('says compliance is not checked where there is no rule pack', async () => {
    const draft = await client.create({ typeId: 'mutual-nda', jurisdiction: 'us-wa', intake: {
      partyA: { name: 'Acme Widgets, Inc.', description: 'a Delaware corporation' },
      partyB: { name: 'Beta LLC', description: 'a Washington limited liability company' },
      purpose: 'evaluating a possible acquisition',
      termYears: 2,
      confidentialityYears: 3,
      effectiveDate: '2026-12-01',
      governingLaw: 'Washington',
      venue: 'the state and federal courts in King County',
    } });
    expect(draft.notes).toContain('Jurisdiction-specific compliance is not checked: there is no rule pack for Washington.');
    const check = await client.check(draft.id);
    expect(check).toMatchObject({ rulesChecked: false, note: 'Jurisdiction-specific compliance is not checked: there is no rule pack for Washington.' });
    expect(rulePackFindings(check.findings)).toEqual([]);
  });

  it('asks the attorney to confirm a case a later decision overruled before export, like an unverified one', async () => {
    const draft = await client.create();
    const before = (await client.check(draft.id)).summary.unverifiedCitations;
    await client.save(draft.id, { baseRevision: draft.revision, content: withSectionText(draft.content, 'argument', ['See Roe v. Wade, 410 U.S. 113 (1973).']) });
    const check = await client.check(draft.id);
    const roe = check.citations.find((citation) => citation.text.includes('410 U.S. 113'));
    expect(roe?.treatment).toMatchObject({ treatment: 'overruled', by: { citation: '597 U.S. 215', year: 2022 } });
    expect(check.summary.unverifiedCitations).toBe(before + 1);
    expect((await client.call('GET', `/api/drafts/${draft.id}/export?format=docx`)).statusCode).toBe(412);
  });

  it('exports only after the attorney confirms unverified citations, as DOCX and PDF attachments', async () => {
    const draft = await client.create();
    const before = (await client.check(draft.id)).summary.unverifiedCitations;
    await client.save(draft.id, { baseRevision: draft.revision, content: withSectionText(draft.content, 'argument', ['See Smith v. Jones, 410 U.S. 999 (1973).']) });
    const refused = await client.call('GET', `/api/drafts/${draft.id}/export?format=docx`);
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toEqual({ error: 'failed-precondition', message: `${before + 1} citations are not verified or cite a case a later decision overruled. Review them in the studio and confirm before exporting.` });

    const docx = await client.call('GET', `/api/drafts/${draft.id}/export?format=docx&confirmUnverified=true`);
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(docx.headers['content-disposition']).toMatch(/^attachment; filename="Demurrer[^"]*[^.]\.docx"; filename\*=UTF-8''/);
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const audited = await selectRows<{ actor_user_id: string; details: Record<string, unknown> }>(
      t.database.db,
      sql`select actor_user_id, details from audit_events where action = 'draft.exported'`,
    );
    expect(audited).toEqual([{ actor_user_id: owner.id, details: { draftId: draft.id, format: 'docx', confirmedUnverifiedCitations: true } }]);

    const pdf = await client.call('GET', `/api/drafts/${draft.id}/export?format=pdf&confirmUnverified=true`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const badFormat = await client.call('GET', `/api/drafts/${draft.id}/export?format=rtf`);
    expect(badFormat.statusCode).toBe(400);
  });

  it('generates offline from the templates, section by section, charging nothing', async () => {
    const draft = await client.create();
    const before = await t.app.services.ledger.balance(owner.id);
    const { res, events } = await client.generate(draft.id);
    expect(res.headers['content-type']).toBe('text/event-stream');
    expect(events[0]).toMatchObject({ type: 'start', offline: true });
    const starts = events.filter((event) => event.type === 'section-start');
    expect(starts.map((event) => event.index)).toEqual(draft.content.sections.map((_, index) => index));
    expect(events.filter((event) => event.type === 'section-done')).toHaveLength(draft.content.sections.length);
    expect(events.at(-1)).toMatchObject({ type: 'done', tokensUsed: 0, stopped: false });
    expect(await t.app.services.ledger.balance(owner.id)).toEqual(before);

    const after = await client.get(draft.id);
    expect(after).toMatchObject({ status: 'ready', generatedBy: { offline: true }, tokensUsed: 0 });
    expect(after.notes).toEqual(draft.notes);
    expect(after.notes).toContain(OFFLINE_NOTE);
  });

  it('lists drafts newest first, searches titles, and deletes', async () => {
    const other = await chatUser(t.app);
    const mine = draftsClient(t.app, other);
    const first = await mine.create({ title: 'Lease for the Oakland office', typeId: 'motion-to-dismiss' });
    const second = await mine.create();
    const listed = (await mine.call('GET', '/api/drafts')).json();
    expect(listed.drafts.map((d: { id: string }) => d.id)).toEqual([second.id, first.id]);
    const found = (await mine.call('GET', '/api/drafts?q=oakland')).json();
    expect(found.drafts.map((d: { id: string }) => d.id)).toEqual([first.id]);
    expect((await mine.call('DELETE', `/api/drafts/${first.id}`)).statusCode).toBe(204);
    expect((await mine.call('GET', `/api/drafts/${first.id}`)).statusCode).toBe(404);
  });
});
