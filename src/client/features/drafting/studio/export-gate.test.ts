import { describe, expect, it } from 'vitest';
import type { CheckResponse, CitationInDraft } from '../../../../shared/api/drafts';
import { certificateRequiredBy, exportGate, exportHref } from './export-gate';

const citation = (text: string, status: CitationInDraft['status']): CitationInDraft => ({
  start: 0,
  end: text.length,
  text,
  kind: 'case',
  normalized: text,
  status,
  source: 'corpus',
  message: status === 'verified' ? 'Found.' : 'No case starts at this page.',
  match: null,
  quotations: [],
  sectionIndex: 2,
});

const check = (citations: CitationInDraft[]): CheckResponse => ({
  rulesChecked: true,
  note: null,
  findings: [],
  citations,
  placeholders: [],
  wordCount: 1200,
  summary: { bySeverity: { error: 0, warning: 0, info: 0 }, unverifiedCitations: citations.filter((c) => c.status !== 'verified').length },
  exportFormat: { pleadingPaper: true, minFontSizePt: 12 },
  tablesRequiredBy: null,
});

describe('exportHref', () => {
  it('asks for the format and says whether unverified citations were confirmed', () => {
    expect(exportHref('d 1', 'pdf', true)).toBe('/api/drafts/d%201/export?format=pdf&confirmUnverified=true');
  });
});

describe('exportGate', () => {
  it('downloads at once when every citation is verified', () => {
    expect(exportGate('d1', 'docx', check([citation('1 Cal. 1', 'verified')]))).toEqual({
      kind: 'download',
      href: '/api/drafts/d1/export?format=docx&confirmUnverified=false',
    });
  });

  it('asks for confirmation, listing only the citations that are not verified', () => {
    const gate = exportGate('d1', 'docx', check([citation('1 Cal. 1', 'verified'), citation('2 Cal. 2', 'not-found'), citation('3 Cal. 3', 'mismatch')]));
    expect(gate.kind).toBe('confirm');
    if (gate.kind !== 'confirm') return;
    expect(gate.unverified.map((c) => c.text)).toEqual(['2 Cal. 2', '3 Cal. 3']);
    expect(gate.href).toBe('/api/drafts/d1/export?format=docx&confirmUnverified=true');
  });

  it('asks for the tables of contents and authorities when the attorney wants them, and always when a rule requires them', () => {
    const verified = [citation('1 Cal. 1', 'verified')];
    expect(exportGate('d1', 'pdf', check(verified), { tables: true })).toEqual({
      kind: 'download',
      href: '/api/drafts/d1/export?format=pdf&confirmUnverified=false&tables=true',
    });
    const required = { ...check(verified), tablesRequiredBy: 'Cal. Rules of Court, rule 3.1113(f)' };
    expect(exportGate('d1', 'pdf', required, { tables: false })).toMatchObject({ href: expect.stringContaining('&tables=true') });
  });
});

describe('the required certificate', () => {
  const STARR = 'Judge Brantley Starr, Judge-Specific Requirements (N.D. Tex. May 30, 2023)';
  const missing = {
    ...check([citation('1 Cal. 1', 'verified')]),
    findings: [{ ruleId: 'certificate-required:nd-tex-starr', severity: 'error' as const, citation: STARR, message: 'Required.', location: {} }],
  };

  it('names the order whose certificate the draft lacks, from the check', () => {
    expect(certificateRequiredBy(missing)).toBe(STARR);
    expect(certificateRequiredBy(check([]))).toBeNull();
    expect(certificateRequiredBy(null)).toBeNull();
  });

  it('is left to the server to add unless the attorney leaves it out', () => {
    expect(exportGate('d1', 'pdf', missing, { tables: false })).toEqual({ kind: 'download', href: '/api/drafts/d1/export?format=pdf&confirmUnverified=false' });
    expect(exportGate('d1', 'pdf', missing, { tables: false, certificate: false })).toEqual({
      kind: 'download',
      href: '/api/drafts/d1/export?format=pdf&confirmUnverified=false&certificate=false',
    });
  });
});

