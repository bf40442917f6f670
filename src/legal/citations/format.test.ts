import { describe, expect, it } from 'vitest';
import { extractCitations } from './extract';
import { formatCaseCitation, formatShortCaseCitation } from './format';

function formatFirst(text: string): string {
  const citation = extractCitations(text)[0];
  if (citation?.kind === 'case') return formatCaseCitation(citation);
  if (citation?.kind === 'short-case') return formatShortCaseCitation(citation);
  throw new Error(`no case citation in ${text}`);
}

describe('formatCaseCitation', () => {
  it.each([
    ['Roe v. Wade, 410 U. S. 113, 116 (1973)', 'Roe v. Wade, 410 U.S. 113, 116 (1973)'],
    ['Roe v. Wade, 410 U.S. 113, 116, 93 S.Ct. 705, 35 L.Ed.2d 147 (1973)', 'Roe v. Wade, 410 U.S. 113, 116 (1973)'],
    ['Smith v. Jones, 123 F. 3d 456, 460-61 (9th Cir.\n2004)', 'Smith v. Jones, 123 F.3d 456, 460–61 (9th Cir. 2004)'],
    ['Acme Corp. v. Beta LLC, 12 F.Supp.3d 345 (S.D.N.Y. 2023)', 'Acme Corp. v. Beta LLC, 12 F. Supp. 3d 345 (S.D.N.Y. 2023)'],
    ['see 410 U.S. 113', '410 U.S. 113'],
    ['Terry, 392 U. S., at 21', '392 U.S. at 21'],
  ])('formats %j as %j', (text, expected) => {
    expect(formatFirst(text)).toBe(expected);
  });
});
