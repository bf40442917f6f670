import { describe, expect, it } from 'vitest';
import { captionFields, courtFromCaption } from './court-from-caption';

const lines = (...texts: string[]) => texts.map((text) => ({ text }));

describe('courtFromCaption', () => {
  it('recognises a California superior court with its county, after the attorney lines', () => {
    const caption = lines(
      'JANE ROE (SBN 123456)', 'ROE LLP', '100 Main Street, Oakland, CA 94612',
      'SUPERIOR COURT OF THE STATE OF CALIFORNIA', 'COUNTY OF SANTA CLARA', 'ACME CORP., Plaintiff,',
    );
    expect(courtFromCaption(caption)).toEqual({ jurisdiction: 'us-ca', court: 'Superior Court of the State of California, County of Santa Clara' });
  });

  it('recognises a federal district court before the state its district is in', () => {
    expect(courtFromCaption(lines('UNITED STATES DISTRICT COURT', 'NORTHERN DISTRICT OF CALIFORNIA', 'JOHN DOE,'))).toEqual({
      jurisdiction: 'us-federal', court: 'United States District Court, Northern District of California',
    });
    expect(courtFromCaption(lines('United States District Court for the Southern District of New York'))).toEqual({
      jurisdiction: 'us-federal', court: 'United States District Court for the Southern District of New York',
    });
  });

  it('recognises New York, Texas, Florida and Illinois trial courts from their usual captions', () => {
    expect(courtFromCaption(lines('SUPREME COURT OF THE STATE OF NEW YORK', 'COUNTY OF NEW YORK'))?.jurisdiction).toBe('us-ny');
    expect(courtFromCaption(lines('IN THE DISTRICT COURT OF HARRIS COUNTY, TEXAS', '125TH JUDICIAL DISTRICT'))).toEqual({
      jurisdiction: 'us-tx', court: 'District Court of Harris County, Texas',
    });
    expect(courtFromCaption(lines('IN THE CIRCUIT COURT OF THE ELEVENTH JUDICIAL CIRCUIT IN AND FOR MIAMI-DADE COUNTY, FLORIDA'))?.jurisdiction).toBe('us-fl');
    expect(courtFromCaption(lines('IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS', 'COUNTY DEPARTMENT, LAW DIVISION'))?.jurisdiction).toBe('us-il');
  });

  it('does not guess: an appellate court, a bankruptcy court or a letter is not recognised', () => {
    expect(courtFromCaption(lines('COURT OF APPEAL OF THE STATE OF CALIFORNIA', 'FIRST APPELLATE DISTRICT'))).toBeNull();
    expect(courtFromCaption(lines('UNITED STATES BANKRUPTCY COURT', 'DISTRICT OF DELAWARE'))).toBeNull();
    expect(courtFromCaption(lines('Dear Counsel,', 'We write about the lease in Harris County, Texas.'))).toBeNull();
  });

  it('reads only the caption: a court named deep in the body is not the court of the paper', () => {
    const body = Array.from({ length: 45 }, (_, index) => `Paragraph ${index + 1}.`);
    expect(courtFromCaption(lines(...body, 'The United States District Court held otherwise.'))).toBeNull();
  });
});

describe('captionFields', () => {
  it("reads the title from the caption's parties, not from the attorney block's 'Attorney for Defendant' above the court", () => {
    const fields = captionFields(lines(
      'Alex Rivera (State Bar No. 312345)', 'Rivera & Park LLP', 'Attorney for Defendant Acme Widgets, Inc.',
      'SUPERIOR COURT OF CALIFORNIA, COUNTY OF ALAMEDA', 'Jane Doe,', 'Plaintiff,', 'v.', 'Acme Widgets, Inc.,', 'Defendant.', 'Case No. RG26-123456',
    ));
    expect(fields).toMatchObject({ title: 'Jane Doe v. Acme Widgets, Inc.', fileNumber: 'RG26-123456' });
  });

  it('reads the court, venue, parties, case number and designation of a California caption', () => {
    const caption = lines(
      'SUPERIOR COURT OF THE STATE OF CALIFORNIA', 'COUNTY OF ALAMEDA', 'ACME CORP.,', 'Plaintiff,', 'v.', 'WIDGET LLC,', 'Defendant.',
      'Case No. RG21-123456', "DEFENDANT'S MEMORANDUM OF POINTS AND AUTHORITIES IN SUPPORT OF DEMURRER",
    );
    expect(captionFields(caption)).toEqual({
      court: 'Superior Court of the State of California, County of Alameda',
      venue: 'County of Alameda',
      title: 'ACME CORP. v. WIDGET LLC',
      parties: 'ACME CORP., Plaintiff, v. WIDGET LLC, Defendant',
      fileNumber: 'RG21-123456',
      designation: "DEFENDANT'S MEMORANDUM OF POINTS AND AUTHORITIES IN SUPPORT OF DEMURRER",
    });
  });

  it('leaves out what the caption does not show', () => {
    expect(captionFields(lines('MEMORANDUM', 'To: the partners'))).toEqual({ designation: 'MEMORANDUM' });
  });
});
