import { describe, expect, it } from 'vitest';
import { classifyDocument } from './classify';

describe('classifyDocument', () => {
  it('reads a caption with a court and a case number as a court paper', () => {
    const blocks = ['UNITED STATES DISTRICT COURT', 'NORTHERN DISTRICT OF CALIFORNIA', 'Jane Doe, Plaintiff, v. Acme Corp., Defendant.', 'Case No. 3:26-cv-01234', 'Plaintiff alleges as follows.'];
    expect(classifyDocument(blocks)).toBe('brief');
  });

  it('reads a state court motion and a memorandum of points and authorities as court papers', () => {
    expect(classifyDocument(['SUPERIOR COURT OF CALIFORNIA, COUNTY OF ALAMEDA', 'NOTICE OF MOTION AND MOTION TO DISMISS'])).toBe('brief');
    expect(classifyDocument(['Superior Court of California', 'MEMORANDUM OF POINTS AND AUTHORITIES'])).toBe('brief');
  });

  it('keeps a complaint quoting the contract it sues on a court paper', () => {
    const blocks = ['UNITED STATES DISTRICT COURT', 'COMPLAINT FOR BREACH OF CONTRACT', 'The Supply Agreement provides: "IN WITNESS WHEREOF, the parties have signed."'];
    expect(classifyDocument(blocks)).toBe('brief');
  });

  it('reads recitals, the agreement clause or the testimonium as a contract', () => {
    expect(classifyDocument(['This Services Agreement is made on March 1, 2026.', 'WHEREAS, the Company wishes to engage the Consultant;'])).toBe('contract');
    expect(classifyDocument(['Terms', 'Now, therefore, the parties agree as follows:'])).toBe('contract');
    expect(classifyDocument(['1. Term.', 'IN WITNESS WHEREOF, the parties have executed this document.'])).toBe('contract');
  });

  it('reads a short title naming an agreement as a contract', () => {
    expect(classifyDocument(['MUTUAL NONDISCLOSURE AGREEMENT', '1. Definitions.'])).toBe('contract');
  });

  it('leaves anything else as other, a court named without a filing too', () => {
    expect(classifyDocument(['Meeting notes', 'We discussed the Supreme Court calendar for next term.'])).toBe('other');
    expect(classifyDocument([])).toBe('other');
  });
});
