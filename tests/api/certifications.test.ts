import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from '../../src/server/features/drafting/pdf-text.fixture';
import { unzip } from '../../src/server/features/drafting/unzip.fixture';
import { CERTIFICATE_SECTION_ID, certificateSection, type CertificationsResponse } from '../../src/shared/api/certifications';
import type { TestApp } from '../support/app';
import { buildChatApp, chatUser, type ChatUser } from '../support/chat';
import { loadResearchCorpus } from '../support/corpus';
import { buildMotionIntake, draftsClient, withSectionText } from '../support/drafts';

/** AI-use certifications for a draft: the orders that reach its court and judge, and the prefilled certificate. */
describe('draft certifications', () => {
  let t: TestApp;
  let owner: ChatUser;
  let stranger: ChatUser;
  let client: ReturnType<typeof draftsClient>;
  const certificationsOf = async (id: string, as = client) => {
    const res = await as.call('GET', `/api/drafts/${id}/certifications`);
    expect(res.statusCode).toBe(200);
    return res.json<CertificationsResponse>();
  };
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

  it("offers Judge Starr's certification for a paper before him, and never claims an unverified citation was verified", async () => {
    const draft = await client.create({
      jurisdiction: 'us-federal',
      intake: buildMotionIntake({ court: 'United States District Court for the Northern District of Texas', judge: 'Brantley Starr', grounds: '12b6' }),
    });
    const content = withSectionText(draft.content, 'argument', [
      'The right of privacy has limits. Roe v. Wade, 410 U.S. 113 (1973).',
      'No court has held otherwise. Smith v. Jones, 410 U.S. 999 (1973).',
    ]);
    await client.save(draft.id, { baseRevision: draft.revision, content });

    const { requirements, certificate } = await certificationsOf(draft.id);
    expect(requirements).toEqual([
      expect.objectContaining({
        id: 'nd-tex-starr',
        judge: 'Judge Brantley Starr',
        effective: '2023-05-30',
        certificateRequired: true,
        source: expect.stringContaining('Mandatory Certification Regarding Generative Artificial Intelligence'),
      }),
    ]);
    expect(certificate!.heading).toBe('Certificate Regarding the Use of Generative Artificial Intelligence');
    expect(certificate!.paragraphs[0]).toMatch(/VolnaDraft from its offline templates/);
    const citations = certificate!.paragraphs.find((text) => text.includes('citation check'))!;
    expect(citations).toMatch(/\[\d+ citations? (is|are) not verified: .*410 U\.S\. 999.* — verify them before signing\]$/);
    expect(citations).not.toMatch(/each of the/);
    // Dated and signed in the filing by the attorney's block, like every other paper: not by a date of drafting.
    expect(certificate!.paragraphs.join('\n')).not.toMatch(/Dated:|By: _/);
  });

  it("exports Judge Starr's certificate by default, leaves it out only when asked, and the check reports it missing as an error", async () => {
    const draft = await client.create({
      jurisdiction: 'us-federal',
      intake: buildMotionIntake({ court: 'United States District Court for the Northern District of Texas', judge: 'Brantley Starr', grounds: '12b6' }),
    });
    const heading = 'Certificate Regarding the Use of Generative Artificial Intelligence';
    const missing = (await client.check(draft.id)).findings.filter((finding) => finding.ruleId.startsWith('certificate-required'));
    expect(missing).toEqual([expect.objectContaining({ severity: 'error', citation: expect.stringContaining('Mandatory Certification Regarding Generative Artificial Intelligence') })]);

    const exported = async (query: string) => {
      const res = await client.call('GET', `/api/drafts/${draft.id}/export?format=pdf&confirmUnverified=true${query}`);
      expect(res.statusCode).toBe(200);
      return (await pdfPages(res.rawPayload)).pages;
    };
    const pages = await exported('');
    const certificatePage = pages.findIndex((page) => page.text.includes(heading));
    expect(certificatePage).toBeGreaterThan(0);
    // Its own paper: it starts a page, after the motion's signature, and carries the attorney's signer lines.
    expect(pages[certificatePage]!.lines.slice(0, 3).join(' ')).toContain(heading);
    expect(pages.slice(certificatePage).map((page) => page.text).join(' ')).toContain('Alex Rivera');
    expect((await exported('&certificate=false')).some((page) => page.text.includes(heading))).toBe(false);
    const docx = await client.call('GET', `/api/drafts/${draft.id}/export?format=docx&confirmUnverified=true`);
    expect(unzip(docx.rawPayload).get('word/document.xml')).toContain(heading);
    const bad = await client.call('GET', `/api/drafts/${draft.id}/export?format=pdf&certificate=maybe`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'invalid-argument' });

    // Once the attorney adds it to the draft, the check is satisfied and the export carries that one, once.
    const { certificate } = await certificationsOf(draft.id);
    const current = await client.get(draft.id);
    await client.save(draft.id, { baseRevision: current.revision, content: { ...current.content, sections: [...current.content.sections, certificateSection(certificate!)] } });
    expect((await client.check(draft.id)).findings.some((finding) => finding.ruleId.startsWith('certificate-required'))).toBe(false);
    expect((await exported('')).filter((page) => page.text.includes(heading))).toHaveLength(1);
  });

  it('speaks of each authority once in the certificate, not of each short form or Id. that refers to it', async () => {
    const draft = await client.create({
      jurisdiction: 'us-federal',
      intake: buildMotionIntake({ court: 'United States District Court for the Northern District of Texas', judge: 'Brantley Starr', grounds: '12b6' }),
    });
    const content = withSectionText(draft.content, 'argument', [
      'No court has held otherwise. Smith v. Jones, 410 U.S. 999 (1973). Id. at 1001. Smith, 410 U.S. at 1002.',
    ]);
    await client.save(draft.id, { baseRevision: draft.revision, content });
    const { certificate } = await certificationsOf(draft.id);
    const statement = certificate!.paragraphs.find((text) => text.includes('citation check'))!;
    expect(statement).toContain('Smith v. Jones, 410 U.S. 999 (1973)');
    expect(statement).not.toMatch(/Id\. at 1001|410 U\.S\. at 1002/);
  });

  it('says an Illinois state court needs no AI certificate, and offers only the citation certificate', async () => {
    const draft = await client.create({ jurisdiction: 'us-il', intake: buildMotionIntake({ court: 'Circuit Court of Cook County, Illinois', grounds: 'section-2-615' }) });
    const { requirements, certificate } = await certificationsOf(draft.id);
    expect(requirements).toEqual([
      expect.objectContaining({ id: 'il-supreme-court-ai-policy', certificateRequired: false, effective: '2025-01-01', requires: expect.stringMatching(/^No certificate required/) }),
    ]);
    expect(certificate).toMatchObject({ heading: 'Certificate of Citation Verification', note: expect.stringMatching(/^No rule requires this certificate/) });
  });

  it('lists no orders for a court without one, and keeps a draft to its owner', async () => {
    const draft = await client.create({
      jurisdiction: 'us-federal',
      intake: buildMotionIntake({ court: 'United States District Court for the Northern District of California', judge: 'Brantley Starr', grounds: '12b6' }),
    });
    expect((await certificationsOf(draft.id)).requirements).toEqual([]);
    const other = await draftsClient(t.app, stranger).call('GET', `/api/drafts/${draft.id}/certifications`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ error: 'not-found' });
  });

  it('offers no certificate for a contract, which is not filed with a court', async () => {
    const draft = await client.create({ typeId: 'mutual-nda', jurisdiction: 'us-il', intake: {
      partyA: { name: 'Acme Widgets, Inc.', description: 'a Delaware corporation' },
      partyB: { name: 'Beta LLC', description: 'an Illinois limited liability company' },
      purpose: 'evaluating a possible acquisition',
      termYears: 2,
      confidentialityYears: 3,
      effectiveDate: '2026-12-01',
      governingLaw: 'Illinois',
      venue: 'the state and federal courts in Cook County',
    } });
    expect(await certificationsOf(draft.id)).toEqual({ requirements: [], certificate: null });
  });

  it('never lets a generation rewrite the certificate the attorney added', async () => {
    const draft = await client.create({
      jurisdiction: 'us-federal',
      intake: buildMotionIntake({ court: 'United States District Court for the Northern District of Texas', judge: 'Brantley Starr', grounds: '12b6' }),
    });
    const { certificate } = await certificationsOf(draft.id);
    const section = { id: CERTIFICATE_SECTION_ID, heading: certificate!.heading, blocks: certificate!.paragraphs.map((text) => ({ kind: 'paragraph' as const, runs: [{ text }] })) };
    await client.save(draft.id, { baseRevision: draft.revision, content: { ...draft.content, sections: [...draft.content.sections, section] } });

    const refused = await client.call('POST', `/api/drafts/${draft.id}/generate`, { sectionId: CERTIFICATE_SECTION_ID });
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toMatchObject({ error: 'failed-precondition', message: expect.stringMatching(/^The certificate is not written by a model/) });
    const { events } = await client.generate(draft.id);
    expect(events.filter((event) => event.type === 'section-start').map((event) => event.sectionId)).not.toContain(CERTIFICATE_SECTION_ID);
    expect((await client.get(draft.id)).content.sections.at(-1)).toEqual(section);
  });
});
