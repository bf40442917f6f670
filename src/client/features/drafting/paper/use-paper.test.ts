import { describe, expect, it } from 'vitest';
import { paperCourtOf, paperUrl } from './use-paper';

describe('the paper lookup in the intake\'s chosen court', () => {
  it('asks for the Northern District of Texas when the federal intake chose it', () => {
    const court = paperCourtOf('us-district|txnd|Dallas', 'us-federal');
    expect(court).toBe('us-district|txnd|Dallas');
    expect(paperUrl('motion-for-summary-judgment', 'us-federal', court))
      .toBe('/api/drafting/paper?typeId=motion-for-summary-judgment&jurisdiction=us-federal&courtId=us-district%7Ctxnd%7CDallas');
  });

  it('asks for the jurisdiction\'s generic paper with no court chosen, a typed name, or a court of another jurisdiction\'s list', () => {
    for (const courtId of [undefined, '', 'United States District Court, Dallas', 'tx-district|101|Dallas']) {
      expect(paperCourtOf(courtId, 'us-federal'), String(courtId)).toBeNull();
    }
    expect(paperUrl('motion-to-dismiss', 'us-ca', null)).toBe('/api/drafting/paper?typeId=motion-to-dismiss&jurisdiction=us-ca');
  });
});
