import { describe, expect, it } from 'vitest';
import type { DraftContent } from '../../../legal/drafting';
import { CAPTION, assembledContent, buildContent } from './content.fixture';
import { exportDocx } from './export-docx';
import type { ExportFormat } from './export-format';
import { unzip } from './unzip.fixture';

const PLEADING: ExportFormat = { pleadingPaper: true, minFontSizePt: 12 };
const PLAIN: ExportFormat = { pleadingPaper: false, minFontSizePt: 12 };

async function partsOf(content: DraftContent, format: ExportFormat, title = 'Motion to Dismiss') {
  const files = unzip(await exportDocx({ title, content, format }));
  const read = (name: string) => files.get(name) ?? '';
  const footers = [...files.entries()].filter(([name]) => /^word\/footer\d+\.xml$/.test(name)).map(([, xml]) => xml);
  return {
    document: read('word/document.xml'),
    styles: read('word/styles.xml'),
    numbering: read('word/numbering.xml'),
    core: read('docProps/core.xml'),
    footers,
  };
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

const paragraphs = (document: string) => document.match(/<w:p>[\s\S]*?<\/w:p>/g) ?? [];
const paragraphWith = (document: string, text: string) => paragraphs(document).find((xml) => xml.includes(text)) ?? '';
const runWith = (document: string, text: string) => document.match(new RegExp(`<w:r>(?:(?!<w:r>)[\\s\\S])*?>${text}</w:t>`))?.[0] ?? '';
const numIdOf = (paragraph: string) => paragraph.match(/<w:numId w:val="(\d+)"\/>/)?.[1];

/** The levels of the list a paragraph is numbered in: each level's format and text, as Word shows them. */
function listLevels(numbering: string, numId: string | undefined): string[] {
  const abstractId = numbering.match(new RegExp(`<w:num w:numId="${numId}"><w:abstractNumId w:val="(\\d+)"/>`))?.[1];
  const abstract = numbering.match(new RegExp(`<w:abstractNum [^>]*w:abstractNumId="${abstractId}"[\\s\\S]*?</w:abstractNum>`))?.[0] ?? '';
  return [...abstract.matchAll(/<w:numFmt w:val="(\w+)"\/>[\s\S]*?<w:lvlText w:val="([^"]*)"\/>/g)].map((m) => `${m[1]} ${m[2]}`);
}

describe('exportDocx', () => {
  const motion = assembledContent('motion-to-dismiss', { court: 'Superior Court of California, County of Alameda', caseNumber: 'RG26-1' });

  it('opens a court filing with a caption table: court row, parties left, case number and title right', async () => {
    const { document } = await partsOf(motion.content, PLEADING);
    const table = document.match(/<w:tbl>[\s\S]*?<\/w:tbl>/)?.[0] ?? '';
    const rows = table.split('<w:tr>').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('SUPERIOR COURT OF CALIFORNIA, COUNTY OF ALAMEDA');
    const [parties, number] = (rows[1] ?? '').split('<w:tc>').slice(1);
    expect(parties).toContain('First Plaintiffs,');
    expect(parties).toContain('v.');
    expect(parties).toContain('Second Defendants,');
    expect(parties).toContain('Defendants.');
    expect(number).toContain('Case No. RG26-1');
    expect(number).toContain('Motion to Dismiss');
  });

  it('writes numbered Heading 1 sections as written (never all capitals), body paragraphs and the signature block in order', async () => {
    const { document, numbering, styles } = await partsOf(motion.content, PLEADING);
    const headings = [...document.matchAll(/<w:pStyle w:val="Heading1"\/>[\s\S]*?<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]);
    expect(headings).toEqual(motion.content.sections.map((section) => section.heading));
    // The certificate of service is a paper of its own after the motion's signature: titled, not numbered.
    expect(document.match(/<w:pStyle w:val="Heading1"\/><w:numPr>/g)).toHaveLength(motion.content.sections.length - 1);
    expect(paragraphWith(document, 'Certificate of Service')).not.toContain('<w:numPr>');
    expect(listLevels(numbering, numIdOf(paragraphWith(document, 'Notice of Motion')))).toEqual(['upperRoman %1.']);
    expect(styleNamed(styles, 'Heading1')).not.toContain('<w:caps/>');
    expect(styles).toMatch(/w:styleId="BodyText"[\s\S]*?<w:name w:val="Body Text"\/>/);
    expect(document).toContain('<w:pStyle w:val="BodyText"/>');
    const signatureAt = document.indexOf(motion.content.signatureBlock.at(-1) ?? '?');
    expect(signatureAt).toBeGreaterThan(document.indexOf('Conclusion'));
    expect(signatureAt).toBeLessThan(document.indexOf('Certificate of Service'));
    expect(paragraphWith(document, 'Respectfully submitted,')).toContain('<w:pStyle w:val="SignatureBlock"/>');
  });

  it('numbers clauses "1." / "(a)" / "(i)" with Word numbering that starts again in each section', async () => {
    const content = buildContent({
      sections: {
        Obligations: '1. Deliver the goods.\n   (a) On time.\n   (b) Insured.\n\n2. Invoice monthly.',
        Termination: '1. Either party may end this Agreement on notice.',
      },
    });
    const { document, numbering } = await partsOf(content, PLAIN);
    const first = paragraphWith(document, 'Deliver the goods.');
    const nested = paragraphWith(document, 'On time.');
    expect(listLevels(numbering, numIdOf(first))).toEqual(['decimal %1.', 'lowerLetter (%2)', 'lowerRoman (%3)']);
    expect(first).toContain('<w:ilvl w:val="0"/>');
    expect(nested).toContain('<w:ilvl w:val="1"/>');
    expect(numIdOf(paragraphWith(document, 'Invoice monthly.'))).toBe(numIdOf(first));
    const nextSection = numIdOf(paragraphWith(document, 'Either party may end'));
    expect(nextSection).not.toBe(numIdOf(first));
    expect(listLevels(numbering, nextSection)).toEqual(listLevels(numbering, numIdOf(first)));
    expect(numbering).toMatch(new RegExp(`<w:num w:numId="${nextSection}">[\\s\\S]*?<w:startOverride w:val="1"/>`));
  });

  it('sets bullets as Word bullets by level, and subheadings in the Subheading style', async () => {
    const content = buildContent({ sections: { Background: '# Prior dealings\n\n- First order.\n  - Its invoice.' } });
    const { document, numbering, styles } = await partsOf(content, PLAIN);
    const bullet = paragraphWith(document, 'First order.');
    expect(listLevels(numbering, numIdOf(bullet))[0]).toBe('bullet •');
    expect(paragraphWith(document, 'Its invoice.')).toContain('<w:ilvl w:val="1"/>');
    expect(paragraphWith(document, 'Prior dealings')).toContain('<w:pStyle w:val="Subheading"/>');
    expect(styleNamed(styles, 'Subheading')).toContain('<w:name w:val="Subheading"/>');
  });

  it('keeps bold, italic and underline, and sets a defined term in bold', async () => {
    const content = buildContent({
      sections: {
        Definitions: [{
          kind: 'paragraph',
          runs: [
            { text: 'plainly ' }, { text: 'boldly', marks: ['bold'] }, { text: ' ' }, { text: 'aslant', marks: ['italic'] },
            { text: ' ' }, { text: 'underlined', marks: ['underline'] }, { text: ' the ' }, { text: 'Agreement', marks: ['term'] },
          ],
        }],
      },
    });
    const { document } = await partsOf(content, PLAIN);
    expect(runWith(document, 'boldly')).toContain('<w:b/>');
    expect(runWith(document, 'aslant')).toContain('<w:i/>');
    expect(runWith(document, 'underlined')).toContain('<w:u w:val="single"/>');
    expect(runWith(document, 'Agreement')).toContain('<w:b/>');
    expect(runWith(document, 'plainly ')).not.toMatch(/<w:b\/>|<w:i\/>|<w:u /);
  });

  it('keeps the heading of a section with no text yet', async () => {
    const content = buildContent({ sections: { Facts: '', Argument: 'The claim fails.' } });
    const { document } = await partsOf(content, PLAIN);
    expect(paragraphWith(document, 'Facts')).toContain('<w:pStyle w:val="Heading1"/>');
  });

  it('puts "Page X of Y" fields in the footer, with the paper\'s title below on pleading paper', async () => {
    const plain = await partsOf(motion.content, PLAIN);
    expect(plain.footers).toHaveLength(1);
    expect(plain.footers[0]).toMatch(/Page[\s\S]*?<w:instrText[^>]*>PAGE<\/w:instrText>[\s\S]*? of [\s\S]*?NUMPAGES/);
    expect(plain.footers[0]).not.toContain('Motion to Dismiss');
    const pleading = await partsOf(motion.content, PLEADING);
    expect(pleading.footers[0]).toMatch(/NUMPAGES[\s\S]*Motion to Dismiss/);
  });

  it('turns on line numbering, restarting each page, and double spacing only for pleading paper', async () => {
    const pleading = await partsOf(motion.content, PLEADING);
    expect(pleading.document).toMatch(/<w:lnNumType[^>]*w:countBy="1"[^>]*w:restart="newPage"|<w:lnNumType[^>]*w:restart="newPage"[^>]*w:countBy="1"/);
    expect(styleNamed(pleading.styles, 'BodyText')).toMatch(/<w:spacing[^>]*w:line="480"/);
    const plain = await partsOf(motion.content, PLAIN);
    expect(plain.document).not.toContain('<w:lnNumType');
    expect(styleNamed(plain.styles, 'BodyText')).toMatch(/<w:spacing[^>]*w:line="240"/);
  });

  it('never sets text below 12 pt, and follows a larger court minimum', async () => {
    const standard = await partsOf(motion.content, { pleadingPaper: true, minFontSizePt: 10 });
    expect(textSizes(standard)).toContain(24);
    expect(Math.min(...textSizes(standard))).toBeGreaterThanOrEqual(24);
    const larger = await partsOf(motion.content, { pleadingPaper: false, minFontSizePt: 14 });
    expect(textSizes(larger)).toContain(28);
    expect(Math.min(...textSizes(larger))).toBeGreaterThanOrEqual(28);
  });

  it('gives a contract a Title paragraph, decimal section numbers and no caption', async () => {
    const contract = assembledContent('mutual-nda');
    const { document, numbering } = await partsOf(contract.content, PLAIN, contract.title);
    expect(document).not.toContain('<w:tbl>');
    expect(document).toMatch(/<w:pStyle w:val="Title"\/>[\s\S]*?Mutual/);
    expect(listLevels(numbering, numIdOf(paragraphWith(document, contract.content.sections[0]?.heading ?? '?')))).toEqual(['decimal %1.']);
  });

  it('records the title in the document properties', async () => {
    const { core } = await partsOf(buildContent({ caption: CAPTION, sections: { Introduction: 'Text.' } }), PLAIN, 'Motion to Dismiss – Westline');
    expect(core).toContain('<dc:title>Motion to Dismiss – Westline</dc:title>');
  });

  it('drops characters Word cannot read instead of writing a broken file', async () => {
    const { document } = await partsOf(buildContent({ sections: { Facts: 'Paid\u0007 in full\u0000\uD800.' } }), PLAIN);
    expect(document).toContain('Paid in full.');
  });
});
