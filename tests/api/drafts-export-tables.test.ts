import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages, type PdfPage } from '../../src/server/features/drafting/pdf-text.fixture';
import { unzip } from '../../src/server/features/drafting/unzip.fixture';
import type { TestApp } from '../support/app';
import { buildChatApp, chatUser } from '../support/chat';
import { loadResearchCorpus } from '../support/corpus';
import { draftsClient, withSectionText } from '../support/drafts';

const FILLER = 'The complaint pleads conclusions where the law requires facts, and the demurrer should be sustained.';
const filler = (times: number) => Array.from({ length: times }, () => FILLER).join(' ');

/** An argument long enough to pass 10 pages, citing a case the built-in U.S. Reports index verifies, with an Id. */
const ARGUMENT = [
  filler(60),
  'The right of privacy has limits. Roe v. Wade, 410 U.S. 113, 153 (1973).',
  filler(60),
  'Those limits govern here. Id. at 154.',
  filler(60),
];

/** A page's lines, without pleading paper's line numbers, as one line of text. */
const pageText = (page: PdfPage) => page.lines.map((line) => line.replace(/^\d+(?: |$)/, '')).join(' ').replace(/\s+/g, ' ');

describe('draft export with tables of contents and authorities', () => {
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

  it('exports a long memorandum as a PDF whose table of authorities prints the pages where each authority appears', async () => {
    const draft = await client.create();
    await client.save(draft.id, { baseRevision: draft.revision, content: withSectionText(draft.content, 'argument', ARGUMENT) });
    const check = await client.check(draft.id);
    expect(check.tablesRequiredBy).toBe('Cal. Rules of Court, rule 3.1113(f)');
    expect(check.citations.find((citation) => citation.text.includes('410 U.S. 113'))?.status).toBe('verified');

    const res = await client.call('GET', `/api/drafts/${draft.id}/export?format=pdf&tables=true&confirmUnverified=true`);
    expect(res.statusCode).toBe(200);
    const { pages } = await pdfPages(res.rawPayload);
    const toaIndex = pages.findIndex((page) => page.text.includes('TABLE OF AUTHORITIES'));
    const bodyStart = pages.findIndex((page, index) => index > toaIndex && !pageText(page).includes('TABLE OF'));
    expect(pages.findIndex((page) => page.text.includes('TABLE OF CONTENTS'))).toBe(1);
    const toa = pages.slice(toaIndex, bodyStart).map(pageText).join(' ');
    const printed = /Roe v\. Wade, 410 U\.S\. 113 \(1973\)[ .]*?(\d+(?:, \d+)*)/.exec(toa)?.[1];
    const landed = pages.flatMap((page, index) => (index >= bodyStart && /410 U\.S\. 113|Id\. at 154/.test(pageText(page)) ? [index + 1] : []));
    expect(landed.length).toBe(2);
    expect(printed).toBe(landed.join(', '));
    expect(pages[landed[0]! - 1]?.text).toContain(`Page ${landed[0]} of ${pages.length}`);
  });

  it('lists every authority the paper cites, with the pages of its short forms, and prints nothing of the citation check', async () => {
    const draft = await client.create();
    const argument = [
      filler(60),
      'The right of privacy has limits. Roe v. Wade, 410 U.S. 113, 153 (1973). But see Smith v. Jones, 410 U.S. 999 (1973).',
      filler(60),
      'Those limits govern here. Roe, 410 U.S. at 154. The same rule is written in Texas. Tex. R. Civ. P. 91a.1.',
      filler(60),
    ];
    await client.save(draft.id, { baseRevision: draft.revision, content: withSectionText(draft.content, 'argument', argument) });
    const check = await client.check(draft.id);
    expect(check.citations.find((citation) => citation.text.includes('410 U.S. 999'))?.status).not.toBe('verified');

    const res = await client.call('GET', `/api/drafts/${draft.id}/export?format=pdf&tables=true&confirmUnverified=true`);
    expect(res.statusCode).toBe(200);
    const { pages } = await pdfPages(res.rawPayload);
    const toaIndex = pages.findIndex((page) => page.text.includes('TABLE OF AUTHORITIES'));
    const bodyStart = pages.findIndex((page, index) => index > toaIndex && !pageText(page).includes('TABLE OF'));
    const toa = pages.slice(toaIndex, bodyStart).map(pageText).join(' ');
    const printed = (entry: RegExp) => new RegExp(`${entry.source}[ .]*?(\\d+(?:, \\d+)*)`).exec(toa)?.[1];
    const landed = (pattern: RegExp) => pages.flatMap((page, index) => (index >= bodyStart && pattern.test(pageText(page)) ? [index + 1] : [])).join(', ');
    expect(landed(/410 U\.S\. 113|Roe, 410 U\.S\. at 154/).split(', ')).toHaveLength(2);
    expect(printed(/Roe v\. Wade, 410 U\.S\. 113 \(1973\)/)).toBe(landed(/410 U\.S\. 113|Roe, 410 U\.S\. at 154/));
    expect(printed(/Smith v\. Jones, 410 U\.S\. 999 \(1973\)/)).toBe(landed(/410 U\.S\. 999/));
    expect(printed(/Tex\. R\. Civ\. P\. 91a\.1/)).toBe(landed(/Tex\. R\. Civ\. P\. 91a\.1/));
    expect(pages.map(pageText).join(' ')).not.toMatch(/not verified/i);

    const docx = await client.call('GET', `/api/drafts/${draft.id}/export?format=docx&tables=true&confirmUnverified=true`);
    const xml = unzip(docx.rawPayload).get('word/document.xml') ?? '';
    expect(xml).toContain('Smith v. Jones');
    expect(xml).toMatch(/TA \\l &quot;<\/w:instrText>[\s\S]{0,200}>Smith v\. Jones</);
    expect(xml).not.toMatch(/not verified/i);
  });

  it('includes the tables by default when the rule requires them, leaves them out when turned off, and refuses a bad value', async () => {
    const draft = await client.create();
    await client.save(draft.id, { baseRevision: draft.revision, content: withSectionText(draft.content, 'argument', ARGUMENT) });
    const hasTables = async (query: string) => {
      const res = await client.call('GET', `/api/drafts/${draft.id}/export?format=pdf&confirmUnverified=true${query}`);
      expect(res.statusCode).toBe(200);
      return (await pdfPages(res.rawPayload)).pages.some((page) => page.text.includes('TABLE OF AUTHORITIES'));
    };
    expect(await hasTables('')).toBe(true);
    expect(await hasTables('&tables=false')).toBe(false);

    const docx = await client.call('GET', `/api/drafts/${draft.id}/export?format=docx&confirmUnverified=true`);
    expect(docx.statusCode).toBe(200);
    const bad = await client.call('GET', `/api/drafts/${draft.id}/export?format=pdf&tables=yes`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: expect.any(String) });
  });

  it('leaves the tables out of a short draft unless asked for', async () => {
    const draft = await client.create();
    expect((await client.check(draft.id)).tablesRequiredBy).toBeNull();
    const res = await client.call('GET', `/api/drafts/${draft.id}/export?format=pdf&confirmUnverified=true`);
    expect((await pdfPages(res.rawPayload)).pages.some((page) => page.text.includes('TABLE OF AUTHORITIES'))).toBe(false);
  });
});
