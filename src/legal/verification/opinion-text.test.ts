import { describe, expect, it } from 'vitest';
import {
  BOWERS_V_HARDWICK,
  DIRECT_MARKETING_V_BROHL,
  EASTMAN_KODAK_DISSENT,
  NLRB_V_HEALTH_CARE_DISSENT,
  ROE_V_WADE,
  UNITED_STATES_V_NIXON,
  YOUNG_V_UPS_CONCURRENCE,
} from './opinion-excerpts.fixture';
import { prepareOpinionText, searchableForm } from './opinion-text';

function searchable(text: string): string {
  return prepareOpinionText(text).searchable;
}

describe('searchableForm', () => {
  it('keeps only lower-case letters and digits, without accents or superscript footnote marks', () => {
    expect(searchableForm('Ärzte’s — “Co-op,”\n  [sic] ¹²')).toBe('arztescoopsic');
    expect(searchableForm('42 U. S. C. §2000e–2(a)(1)')).toBe('42usc2000e2a1');
  });
});

describe('prepareOpinionText', () => {
  it('removes a Justia page marker in mid-sentence', () => {
    expect(searchable(BOWERS_V_HARDWICK)).toContain('resemblancetotheclaimedconstitutionalright');
    expect(searchable(UNITED_STATES_V_NIXON)).toContain('certioraribeforejudgment');
  });

  it('removes footnote references and bracketed page numbers, even when broken across a line', () => {
    const roe = searchable(ROE_V_WADE);
    expect(roe).toContain('becausewedowehaveinquired');
    expect(roe).toContain('penalcodethesemakeit');
    expect(roe).toContain('majorityofthestates');
    expect(roe.endsWith('majorityofthestates')).toBe(true);
    expect(searchable(UNITED_STATES_V_NIXON)).toContain('1766andalso');
  });

  it('removes a page number and its running head that split a hyphenated word', () => {
    expect(searchable(EASTMAN_KODAK_DISSENT)).toContain('ontheassumptionthatkodak');
    expect(searchable(EASTMAN_KODAK_DISSENT)).not.toContain('scalia');
  });

  it('removes a footnote number glued to closing punctuation but keeps a citation glued the same way', () => {
    expect(searchable(NLRB_V_HEALTH_CARE_DISSENT)).toContain('itsprotectionsthe');
    expect(searchable(DIRECT_MARKETING_V_BROHL)).toContain('byanyperson26usc7421a');
  });

  it('keeps numbers that are part of the text', () => {
    expect(searchable(YOUNG_V_UPS_CONCURRENCE)).toContain('civilrightsactof196442usc2000e2a1');
    expect(searchable('Page 5 of the record, at 12 U.S.C.')).toBe('page5oftherecordat12usc');
  });

  it('drops Justia link text repeating the volume before a pin cite', () => {
    expect(searchable('See 373 U.S. at 373 U. S. 361; Carey, supra, at 431 U. S.\n688-689.')).toBe(
      'see373usat361careysupraat688689',
    );
    expect(searchable('Jerrico, Inc., supra, at 446 U. S. 245,\n446 U. S. 251.')).toBe('jerricoincsupraat245251');
    expect(searchable('Stanley v. Illinois, 405 U. S. 645,\n405 U. S.\n657-658 (1972)')).toBe(
      'stanleyvillinois405us6456576581972',
    );
  });

  it('keeps a citation to a different volume after a comma', () => {
    expect(searchable('See 410 U. S. 113, 505 U. S. 833.')).toBe('see410us113505us833');
  });
});
