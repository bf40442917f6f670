import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { buildChatApp, chatUser } from '../support/chat';
import { loadResearchCorpus } from '../support/corpus';
import { draftsClient, withSectionText } from '../support/drafts';

/** The draft check never passes a skeleton: what keeps a paper from being filed is an error the summary counts. */
describe('POST /api/drafts/:id/check on an unfinished draft', () => {
  let t: TestApp;
  let client: ReturnType<typeof draftsClient>;
  beforeAll(async () => {
    t = await buildChatApp();
    await loadResearchCorpus(t.database.db);
    client = draftsClient(t.app, await chatUser(t.app));
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports unfilled placeholders and a mismatched citation as errors, counted in the summary', async () => {
    const draft = await client.create();
    const content = withSectionText(draft.content, 'argument', [
      '[To be written: the argument that the complaint fails to state facts.]',
      'No court has held otherwise. Smith v. Jones, 539 U.S. 558 (2003). See also Lawrence v. Texas, 539 U.S. 558, 562 (2003) [sic].',
    ]);
    await client.save(draft.id, { baseRevision: draft.revision, content });
    const check = await client.check(draft.id);
    const argument = content.sections.findIndex((section) => section.id === 'argument');

    const placeholders = check.findings.filter((finding) => finding.ruleId === 'unfilled-placeholders');
    expect(placeholders.length).toBeGreaterThan(0);
    expect(placeholders.every((finding) => finding.severity === 'error')).toBe(true);
    expect(placeholders.find((finding) => finding.location.sectionIndex === argument)?.message)
      .toBe('1 placeholder is not filled in: [To be written: the argument that the complaint fails to state facts.].');
    const wrong = check.findings.filter((finding) => finding.ruleId.startsWith('citation-'));
    expect(wrong).toEqual([
      expect.objectContaining({ ruleId: 'citation-mismatch', severity: 'error', citation: 'Smith v. Jones, 539 U.S. 558 (2003)', location: { sectionIndex: argument } }),
    ]);
    expect(check.summary.bySeverity.error).toBe(check.findings.filter((finding) => finding.severity === 'error').length);
    expect(check.summary.bySeverity.error).toBeGreaterThanOrEqual(placeholders.length + 1);
  });

  it('reports a case a later decision overruled as an error', async () => {
    const draft = await client.create();
    const content = withSectionText(draft.content, 'argument', ['The right of privacy has limits. Roe v. Wade, 410 U.S. 113, 153 (1973).']);
    await client.save(draft.id, { baseRevision: draft.revision, content });
    const flagged = (await client.check(draft.id)).findings.filter((finding) => finding.ruleId === 'citation-bad-law');
    expect(flagged).toEqual([expect.objectContaining({ severity: 'error', citation: 'Roe v. Wade, 410 U.S. 113, 153 (1973)', message: expect.stringMatching(/^The case was overruled by Dobbs/) })]);
  });
});
