import { describe, expect, it } from 'vitest';
import { assembleDraft, findDocumentType } from '../../../legal/drafting';
import type { DraftDocument, Intake } from '../../../legal/drafting';
import { completeIntakeFor } from '../../../legal/drafting/intake.fixture';
import { exportDocx } from './export-docx';
import type { DocxFormat } from './export-docx';
import { unzip } from './unzip.fixture';

function draftOf(typeId: string, intake: Partial<Intake> = {}): DraftDocument {
  const type = findDocumentType(typeId);
  if (!type) throw new Error(`no type ${typeId}`);
  return assembleDraft({ type, intake: { ...completeIntakeFor(type), ...intake }, jurisdictionLabel: 'California', packAvailable: true });
}

const PLEADING: DocxFormat = { pleadingPaper: true, minFontSizePt: 12 };
const PLAIN: DocxFormat = { pleadingPaper: false, minFontSizePt: 12 };

async function partsOf(draft: DraftDocument, format: DocxFormat) {
  const files = unzip(await exportDocx({ draft, format }));
  const read = (name: string) => files.get(name) ?? '';
  const footers = [...files.entries()].filter(([name]) => /^word\/footer\d+\.xml$/.test(name)).map(([, xml]) => xml);
  return { document: read('word/document.xml'), styles: read('word/styles.xml'), numbering: read('word/numbering.xml'), footers };
}

const sizesIn = (xml: string) => [...xml.matchAll(/<w:sz(?:Cs)? w:val="(\d+)"/g)].map((match) => Number(match[1]));

const styleNamed = (styles: string, id: string) =>
  styles.match(new RegExp(`<w:style [^>]*w:styleId="${id}"[\\s\\S]*?</w:style>`))?.[0] ?? '';

/** Font sizes the document's text can take: its direct formatting, the defaults, and every style it uses. */
function textSizes({ document, styles }: { document: string; styles: string }): number[] {
  const used = new Set([...document.matchAll(/<w:pStyle w:val="([^"]+)"/g)].map((match) => match[1]));
  const usedStyles = [...styles.matchAll(/<w:style [^>]*w:styleId="([^"]+)"[\s\S]*?<\/w:style>/g)]
    .filter((match) => used.has(match[1]))
    .map((match) => match[0]);
  const defaults = styles.match(/<w:docDefaults>[\s\S]*?<\/w:docDefaults>/)?.[0] ?? '';
  return [document, defaults, ...usedStyles].flatMap(sizesIn);
}

describe('exportDocx', () => {
  const motion = draftOf('motion-to-dismiss', { court: 'Superior Court of California, County of Alameda', caseNumber: 'RG26-1' });

  it('opens a court filing with a caption table: court row, parties left, case number and title right', async () => {
    const { document } = await partsOf(motion, PLEADING);
    const table = document.match(/<w:tbl>[\s\S]*?<\/w:tbl>/)?.[0] ?? '';
    expect(table).not.toBe('');
    const rows = table.split('<w:tr>').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('SUPERIOR COURT OF CALIFORNIA, COUNTY OF ALAMEDA');
    const [parties, number] = (rows[1] ?? '').split('<w:tc>').slice(1);
    expect(parties).toContain('First Plaintiffs,');
    expect(parties).toContain('v.');
    expect(parties).toContain('Second Defendants,');
    expect(number).toContain('Case No. RG26-1');
    expect(number).toContain('MOTION TO DISMISS');
  });

  it('writes numbered Heading 1 sections, body paragraphs and the signature block in order', async () => {
    const { document, numbering, styles } = await partsOf(motion, PLEADING);
    const headings = [...document.matchAll(/<w:pStyle w:val="Heading1"\/>[\s\S]*?<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]);
    expect(headings).toEqual(motion.sections.map((section) => section.heading));
    expect(document.match(/<w:pStyle w:val="Heading1"\/><w:numPr>/g)).toHaveLength(motion.sections.length);
    expect(numbering).toContain('w:val="upperRoman"');
    expect(styles).toMatch(/w:styleId="Heading1"[\s\S]*?<w:name w:val="Heading 1"\/>/);
    expect(styles).toMatch(/w:styleId="BodyText"[\s\S]*?<w:name w:val="Body Text"\/>/);
    expect(document).toContain('<w:pStyle w:val="BodyText"/>');
    const signatureAt = document.indexOf(motion.signatureBlock.at(-1) ?? '?');
    expect(signatureAt).toBeGreaterThan(document.lastIndexOf('<w:pStyle w:val="Heading1"/>'));
  });

  it('puts "Page X of Y" fields in the footer', async () => {
    const { footers } = await partsOf(motion, PLAIN);
    expect(footers).toHaveLength(1);
    expect(footers[0]).toMatch(/Page[\s\S]*?<w:instrText[^>]*>PAGE<\/w:instrText>[\s\S]*? of [\s\S]*?NUMPAGES/);
  });

  it('turns on line numbering, restarting each page, and double spacing only for pleading paper', async () => {
    const pleading = await partsOf(motion, PLEADING);
    expect(pleading.document).toMatch(/<w:lnNumType[^>]*w:countBy="1"[^>]*w:restart="newPage"|<w:lnNumType[^>]*w:restart="newPage"[^>]*w:countBy="1"/);
    expect(styleNamed(pleading.styles, 'BodyText')).toMatch(/<w:spacing[^>]*w:line="480"/);
    const plain = await partsOf(motion, PLAIN);
    expect(plain.document).not.toContain('<w:lnNumType');
    expect(styleNamed(plain.styles, 'BodyText')).toMatch(/<w:spacing[^>]*w:line="240"/);
  });

  it('never sets text below 12 pt, and follows a larger court minimum', async () => {
    const standard = await partsOf(motion, { pleadingPaper: true, minFontSizePt: 10 });
    expect(textSizes(standard)).toContain(24);
    expect(Math.min(...textSizes(standard))).toBeGreaterThanOrEqual(24);
    const larger = await partsOf(motion, { pleadingPaper: false, minFontSizePt: 14 });
    expect(Math.min(...textSizes(larger))).toBeGreaterThanOrEqual(28);
  });

  it('gives a contract a Title paragraph, decimal section numbers and no caption', async () => {
    const contract = draftOf('mutual-nda');
    const { document, numbering } = await partsOf(contract, PLAIN);
    expect(document).not.toContain('<w:tbl>');
    expect(document).toMatch(/<w:pStyle w:val="Title"\/>[\s\S]*?Mutual/);
    expect(numbering).toContain('w:val="decimal"');
  });
});
