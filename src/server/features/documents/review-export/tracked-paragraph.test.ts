import { describe, expect, it } from 'vitest';
import { trackedRewrite, type Revision } from './tracked-paragraph';
import { decodeXml } from './xml-scan';

const revision = (): Revision => {
  let id = 1;
  return { author: 'Alex Rivera', date: '2026-11-29T00:00:00Z', nextId: () => id++ };
};

/** The paragraph's text as Word shows it with every change accepted (insertions kept, deletions gone), or rejected. */
const textOf = (xml: string, changes: 'accepted' | 'rejected') => {
  const kept = changes === 'accepted' ? xml.replace(/<w:del [^>]*>[\s\S]*?<\/w:del>/g, '') : xml.replace(/<w:ins [^>]*>[\s\S]*?<\/w:ins>/g, '');
  return decodeXml([...kept.matchAll(/<w:(?:t|delText)(?: [^>]*)?>([^<]*)<\/w:(?:t|delText)>/g)].map((m) => m[1]).join(''));
};

const PARAGRAPH =
  '<w:p><w:pPr><w:pStyle w:val="Body"/></w:pPr><w:r><w:t xml:space="preserve">Either party may </w:t></w:r>' +
  '<w:r><w:rPr><w:b/></w:rPr><w:t>freely</w:t></w:r><w:r><w:t xml:space="preserve"> assign this Agreement &amp; its rights.</w:t></w:r></w:p>';

describe('a paragraph rewritten as tracked changes', () => {
  it('changes only the words that differ, each change authored and dated, formatting kept on the words kept', () => {
    const xml = trackedRewrite(PARAGRAPH, 'Neither party may assign this Agreement & its rights without consent.', revision())!;
    expect(textOf(xml, 'accepted')).toBe('Neither party may assign this Agreement & its rights without consent.');
    expect(textOf(xml, 'rejected')).toBe('Either party may freely assign this Agreement & its rights.');
    expect(xml).toContain('<w:pPr><w:pStyle w:val="Body"/></w:pPr>');
    expect(xml).toMatch(/<w:del w:id="\d+" w:author="Alex Rivera" w:date="2026-11-29T00:00:00Z"><w:r><w:rPr><w:b\/><\/w:rPr><w:delText xml:space="preserve">freely<\/w:delText>/);
    expect(xml).toContain('<w:r><w:t xml:space="preserve"> party may </w:t></w:r>');
    const ids = [...xml.matchAll(/w:id="(\d+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('deletes the paragraph mark when the clause has fewer paragraphs now', () => {
    const xml = trackedRewrite(PARAGRAPH, '', revision(), { deleteMark: true })!;
    expect(textOf(xml, 'accepted')).toBe('');
    expect(xml).toMatch(/<w:pPr><w:pStyle w:val="Body"\/><w:rPr><w:del w:id="\d+" w:author="Alex Rivera"/);
  });

  it('leaves a paragraph with a link or an earlier change alone (the caller says so in the comment)', () => {
    const linked = '<w:p><w:hyperlink r:id="rId9"><w:r><w:t>notices@acme.test</w:t></w:r></w:hyperlink></w:p>';
    expect(trackedRewrite(linked, 'notices@beta.test', revision())).toBeNull();
  });
});
