import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfPages, type PdfPage } from '../../src/server/features/drafting/pdf-text.fixture';
import { unzip } from '../../src/server/features/drafting/unzip.fixture';
import type { DraftContent } from '../../src/shared/api/drafts';
import { useDraftingApp, withSectionText } from '../support/drafts';
import { intakeFor, resolutionOf } from '../support/papers';

/**
 * N.D. Tex. LR 7.2(d): a brief of more than 10 pages carries a table of contents and a table of authorities. In the
 * district's summary-judgment filing (motion, brief in support, appendix) they are the brief's: after its own caption,
 * listing its headings and the authorities it cites. PAPERS_OUT=<dir> keeps the PDF, to look at it page by page.
 */

const FILLER = 'The undisputed record shows no genuine dispute of material fact on any element of the claims at issue.';
const filler = (times: number) => Array.from({ length: times }, () => FILLER).join(' ');

/** The brief's argument: long enough to pass 10 pages, citing a case the built-in U.S. Reports index verifies. */
const ARGUMENT = [filler(60), 'The standard is settled. Roe v. Wade, 410 U.S. 113, 153 (1973).', filler(60), 'It governs here. Id. at 154.', filler(60)];
/** Cited in the motion alone: the brief's table of authorities does not list it. */
const MOTION_ONLY = 'Summary judgment is sought as the Supreme Court describes it. Anderson v. Liberty Lobby, Inc., 477 U.S. 242 (1986).';

const pageText = (page: PdfPage) => page.lines.join(' ').replace(/\s+/g, ' ');
const BRIEF_TITLE = /Brief in Support of Motion for\s+Summary Judgment/;

describe('the N.D. Tex. summary-judgment filing exported with tables', () => {
  const drafting = useDraftingApp({ corpus: true });

  async function exportedFiling() {
    const resolution = await resolutionOf(drafting.t.app, 'motion-for-summary-judgment', 'us-federal');
    if (resolution.kind !== 'paper') throw new Error(`expected a paper, got ${resolution.kind}`);
    const intake = { ...intakeFor(resolution.type), courtId: 'us-district|txnd|Dallas', caseNumber: '3:26-cv-01234-X' };
    const draft = await drafting.client.create({ typeId: 'motion-for-summary-judgment', jurisdiction: 'us-federal', intake });
    const motion = draft.content.sections.find((section) => section.id === 'motion')!;
    const withMotionCite: DraftContent = withSectionText(draft.content, 'motion', [...motion.blocks.map((block) => block.runs.map((run) => run.text).join('')), MOTION_ONLY]);
    await drafting.client.save(draft.id, { baseRevision: draft.revision, content: withSectionText(withMotionCite, 'argument', ARGUMENT) });
    const file = async (format: 'pdf' | 'docx') => {
      const res = await drafting.client.call('GET', `/api/drafts/${draft.id}/export?format=${format}&tables=true&confirmUnverified=true`);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      return res.rawPayload;
    };
    const [pdf, docx] = [await file('pdf'), await file('docx')];
    if (process.env.PAPERS_OUT) {
      mkdirSync(process.env.PAPERS_OUT, { recursive: true });
      writeFileSync(join(process.env.PAPERS_OUT, 'ndtex-summary-judgment-tables.pdf'), pdf);
    }
    return { pages: (await pdfPages(pdf)).pages, xml: unzip(docx).get('word/document.xml') ?? '' };
  }

  it('puts the tables in the brief, after its caption, listing only its headings and authorities with the pages they are on', async () => {
    const { pages, xml } = await exportedFiling();
    const tocAt = pages.findIndex((page) => page.text.includes('TABLE OF CONTENTS'));
    const briefCaptionAt = pages.findIndex((page) => BRIEF_TITLE.test(page.lines.join('\n')) && page.text.includes('3:26-cv-01234-X'));
    const motionSignedAt = pages.findIndex((page) => page.text.includes('Respectfully submitted,'));
    // The motion comes first, signed, with no tables in front of it; the brief's caption page, then its tables.
    expect(pages[0]!.text).not.toContain('TABLE OF');
    expect(motionSignedAt).toBeGreaterThanOrEqual(0);
    expect(briefCaptionAt).toBeGreaterThan(motionSignedAt);
    expect(tocAt).toBe(briefCaptionAt + 1);
    const toaAt = pages.findIndex((page) => page.text.includes('TABLE OF AUTHORITIES'));
    const bodyAt = pages.findIndex((page, index) => index > toaAt && !pageText(page).includes('TABLE OF'));
    const toc = pages.slice(tocAt, toaAt).map(pageText).join(' ');
    const toa = pages.slice(toaAt, bodyAt).map(pageText).join(' ');

    // The contents are the brief's headings, each with the page it is on; nothing of the motion, appendix or order.
    for (const heading of ['Statement of Undisputed Facts', 'Summary Judgment Standard', 'Argument and Authorities', 'Conclusion']) {
      const printed = new RegExp(`${heading}[ .]*?(\\d+)`).exec(toc)?.[1];
      const landed = pages.findIndex((page, index) => index >= bodyAt && page.lines.some((line) => line.includes(heading))) + 1;
      expect(printed, heading).toBe(String(landed));
    }
    expect(toc).not.toMatch(/Appendix in Support|Proposed\] Order|Declaration of|Certificate of Service/);
    // The motion's own title is not a heading of the brief (its title, "... in Support of Motion ...", is).
    expect(toc).not.toMatch(/(?<!of )Motion for Summary Judgment \./);

    // The authorities are the brief's, with the brief's pages; the case cited only in the motion is not listed.
    const printed = /Roe v\. Wade, 410 U\.S\. 113 \(1973\)[ .]*?(\d+(?:, \d+)*)/.exec(toa)?.[1];
    const landed = pages.flatMap((page, index) => (index >= bodyAt && /410 U\.S\. 113|Id\. at 154/.test(pageText(page)) ? [index + 1] : []));
    expect(landed).toHaveLength(2);
    expect(printed).toBe(landed.join(', '));
    expect(toa).not.toContain('Liberty Lobby');

    // The Word file: the tables after the brief's caption, its TOC field limited to the brief's bookmark, no TA mark in the motion.
    const text = (from: number, to: number) => xml.slice(from, to).replace(/<[^>]+>/g, '');
    const briefCaption = xml.search(/Brief in Support of Motion for\s*(?:<[^>]+>)*\s*Summary Judgment/);
    const tocField = xml.indexOf('TABLE OF CONTENTS');
    expect(briefCaption).toBeGreaterThan(0);
    expect(tocField).toBeGreaterThan(briefCaption);
    expect(text(0, briefCaption)).toContain('Respectfully submitted,');
    expect(xml).toMatch(/TOC [^<]*\\b (?:&quot;|")Brief(?:&quot;|")/);
    const wordToc = text(tocField, xml.indexOf('TABLE OF AUTHORITIES'));
    expect(wordToc).toMatch(/I\. Statement of Undisputed Facts[\s\S]*IV\. Conclusion/);
    expect(wordToc).not.toMatch(/Appendix in Support|Proposed\] Order/);
    // The bookmark spans the brief: from after its tables to after its signature, before the appendix's caption.
    const bookmarkId = /<w:bookmarkStart w:name="Brief" w:id="(\d+)"\/>/.exec(xml)?.[1];
    const [start, end] = [xml.indexOf('w:name="Brief"'), xml.indexOf(`<w:bookmarkEnd w:id="${bookmarkId}"/>`)];
    expect(start).toBeGreaterThan(xml.indexOf('TABLE OF AUTHORITIES'));
    expect(text(start, end)).toContain('Respectfully submitted,');
    expect(end).toBeLessThan(xml.search(/Appendix in Support of Motion for\s*(?:<[^>]+>)*\s*Summary Judgment/));
    expect(xml).toMatch(/TA \\l &quot;<\/w:instrText>[\s\S]{0,200}>Roe v\. Wade</);
    expect(xml).not.toMatch(/TA \\l &quot;<\/w:instrText>[\s\S]{0,200}>Anderson v\. Liberty Lobby/);
  });
});
