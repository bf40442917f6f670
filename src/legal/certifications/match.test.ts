import { describe, expect, it } from 'vitest';
import { requirementsFor } from './match';

const ids = (jurisdiction: string, court: string, judge: string | null = null) => requirementsFor({ jurisdiction, court, judge }).map((r) => r.id);

describe('requirementsFor', () => {
  it("finds Judge Starr's order for a paper before him in the Northern District of Texas, however the court is written", () => {
    expect(ids('us-federal', 'United States District Court for the Northern District of Texas', 'Brantley Starr')).toEqual(['nd-tex-starr']);
    expect(ids('us-federal', 'U.S.D.C., N.D. Tex.', 'Hon. Brantley Starr')).toEqual(['nd-tex-starr']);
    expect(ids('us-tx', 'NORTHERN DISTRICT OF TEXAS, Dallas Division', 'Judge Starr')).toEqual(['nd-tex-starr']);
  });

  it("leaves a judge's own order out for another judge of the same court, or when no judge is named", () => {
    expect(ids('us-federal', 'United States District Court for the Northern District of Texas', 'Reed O\'Connor')).toEqual([]);
    expect(ids('us-federal', 'United States District Court for the Northern District of Texas', null)).toEqual([]);
    // "Starr" in another court is not Judge Starr of the Northern District of Texas.
    expect(ids('us-federal', 'United States District Court for the Southern District of Texas', 'Starr')).toEqual([]);
  });

  it('matches the Baylson, Vaden and Fuentes orders to their own courts and judges', () => {
    expect(ids('us-federal', 'United States District Court for the Eastern District of Pennsylvania', 'Michael M. Baylson')).toEqual(['ed-pa-baylson']);
    expect(ids('us-federal', 'United States Court of International Trade', 'Stephen Alexander Vaden')).toEqual(['cit-vaden']);
    expect(ids('us-federal', "Ct. Int'l Trade", 'Vaden')).toEqual(['cit-vaden']);
    expect(ids('us-federal', 'N.D. Ill.', 'Magistrate Judge Gabriel A. Fuentes')).toEqual(['nd-ill-fuentes']);
  });

  it("says an Illinois state court's papers need no AI certificate, but not for a federal court in Illinois", () => {
    expect(ids('us-il', 'Circuit Court of Cook County, Illinois', null)).toEqual(['il-supreme-court-ai-policy']);
    expect(requirementsFor({ jurisdiction: 'us-il', court: 'Circuit Court of Cook County', judge: null })[0]?.certificateRequired).toBe(false);
    expect(ids('us-il', 'United States District Court for the Northern District of Illinois', null)).toEqual([]);
  });

  it('finds nothing for other courts, other jurisdictions or a paper without a court', () => {
    expect(ids('us-ca', 'Superior Court of California, County of Alameda', 'Starr')).toEqual([]);
    expect(ids('us-ca', 'United States District Court for the Northern District of Texas', 'Brantley Starr')).toEqual([]);
    expect(ids('us-il', '', null)).toEqual([]);
  });
});
