import { describe, expect, it } from 'vitest';
import { captionDate, completeTerms, parseUnpagedLine, prepareUnpagedDecisions, termOf, toUnpagedTsv } from './unpaged-decisions';

const caption = (date: string) => `SUPREME COURT OF THE UNITED STATES\n\nNo. 17–1618\n\n[${date}]\n\nJustice Gorsuch delivered the opinion of the Court.`;

describe('the Supreme Court decisions without a U.S. Reports page', () => {
  it('gives a decision the October Term it belongs to', () => {
    expect(termOf(2020, 6)).toBe(2019);
    expect(termOf(2020, 1)).toBe(2019);
    expect(termOf(2020, 10)).toBe(2020);
    expect(termOf(2020, 12)).toBe(2020);
    // Without a month, the term that opened the October before (most decisions come down from January to June).
    expect(termOf(2020, null)).toBe(2019);
    expect(captionDate(caption('June 15, 2020'))).toEqual({ year: 2020, month: 6 });
    expect(captionDate('no caption here')).toBeNull();
  });

  it('makes one row of a decision’s opinions, dated as most of them are, and leaves out paged records', () => {
    const rows = prepareUnpagedDecisions([
      { citation: null, docket: '17-1618', name: 'Bostock v. Clayton County', year: 2020, text: caption('June 15, 2020') },
      { citation: null, docket: '17-1618', name: 'Bostock v. Clayton County', year: 2020, text: caption('June 15, 2020') },
      // A separate opinion's caption misdated a year earlier does not move the decision.
      { citation: null, docket: '17-1618', name: 'Bostock v. Clayton County', year: 2020, text: caption('June 15, 2019') },
      { citation: null, docket: '20-1199', name: 'Per Curiam v. Example', year: 2020, text: caption('November 25, 2020') },
      { citation: '410 U.S. 113', docket: '70-18', name: 'Roe v. Wade', year: 1973, text: '' },
      // A citation in the docket field ('540 US 31') is a page, not a docket.
      { citation: null, docket: '540 US 31', name: 'United States v. Banks', year: 2003, text: '' },
      { citation: null, docket: '22-451', name: 'Loper Bright Enterprises v. Raimondo', year: 2024, text: 'no caption' },
    ]);
    expect(rows).toEqual([
      { docket: '17-1618', name: 'Bostock v. Clayton County', year: 2020, term: 2019 },
      { docket: '20-1199', name: 'Per Curiam v. Example', year: 2020, term: 2020 },
      { docket: '22-451', name: 'Loper Bright Enterprises v. Raimondo', year: 2024, term: 2023 },
    ]);
    const tsv = toUnpagedTsv(rows).split('\n');
    expect(tsv[0]).toBe('docket\tname\tyear\tterm');
    expect(tsv.map(parseUnpagedLine).filter(Boolean)).toEqual(rows);
  });

  it('declares complete the terms from the last paged volume’s to the last one closed before the data was taken', () => {
    // 574 U.S. holds decisions of early 2015 (the October Term 2014); data of 12 November 2024 is in the 2024 term.
    expect(completeTerms({ lastPagedYear: 2015, dataDate: '2024-11-12' })).toEqual({ first: 2014, last: 2023 });
    expect(completeTerms({ lastPagedYear: 2015, dataDate: '2024-09-30' })).toEqual({ first: 2014, last: 2022 });
  });
});
