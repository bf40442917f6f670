import { describe, expect, it } from 'vitest';
import { detectIntent, researchQuery } from './intent';

describe('detectIntent', () => {
  it.each([
    ['Draft a motion to dismiss for lack of personal jurisdiction', { kind: 'draft', document: 'motion', title: 'Motion to Dismiss' }],
    ['Please write a motion for summary judgment under Fed. R. Civ. P. 56', { kind: 'draft', document: 'motion', title: 'Motion for Summary Judgment' }],
    ['write a complaint for breach of contract', { kind: 'draft', document: 'complaint', title: 'Complaint' }],
    ['Prepare an NDA between two startups', { kind: 'draft', document: 'nda', title: 'Non-Disclosure Agreement' }],
    ['Can you draft a memo on the statute of limitations?', { kind: 'draft', document: 'memo', title: 'Memorandum' }],
    ['generate a consulting agreement', { kind: 'draft', document: 'contract', title: 'Consulting Agreement' }],
  ])('%s → a drafting request', (text, intent) => {
    expect(detectIntent(text)).toEqual(intent);
  });

  it('checks pasted case citations, and statutes when asked to', () => {
    expect(detectIntent('Is Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019) a real case?')).toEqual({ kind: 'verify' });
    expect(detectIntent('See Roe v. Wade, 410 U.S. 113 (1973); id. at 116.')).toEqual({ kind: 'verify' });
    expect(detectIntent('Please verify 42 U.S.C. § 1983')).toEqual({ kind: 'verify' });
  });

  it('researches questions, also those that only name a statute', () => {
    expect(detectIntent('What cases discuss qualified immunity for excessive force?')).toEqual({
      kind: 'research',
      query: 'qualified immunity excessive force',
      wantsVerification: false,
    });
    expect(detectIntent('How does 42 U.S.C. § 1983 treat municipal liability')).toMatchObject({ kind: 'research' });
  });

  it('searches by name when asked whether a case is real without its citation', () => {
    expect(detectIntent('Is Varghese v. China Southern Airlines a real case?')).toEqual({
      kind: 'research',
      query: 'Varghese v. China Southern Airlines',
      wantsVerification: true,
    });
  });

  it.each(['hello', 'Thanks!', 'What can you do?', 'Summarise the attached deposition', 'draft something nice'])('%s → help', (text) => {
    expect(detectIntent(text)).toEqual({ kind: 'help' });
  });
});

describe('researchQuery', () => {
  it('keeps the words worth searching and quoted phrases, and drops negation dashes', () => {
    expect(researchQuery('Find me cases about "state of mind" -- leading precedents?')).toBe('"state of mind"');
    expect(researchQuery('What is the standard for a preliminary injunction?')).toBe('standard preliminary injunction');
  });
});
