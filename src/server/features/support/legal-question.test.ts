import { describe, expect, it } from 'vitest';
import { isLegalQuestion } from './legal-question';

describe('isLegalQuestion', () => {
  it.each([
    'Can I sue my landlord for not returning my deposit?',
    'is it legal to record a phone call in California?',
    'What did the court hold in Roe v. Wade?',
    'What is the statute of limitations for breach of contract in Texas?',
    'Is a non-compete agreement enforceable in California?',
    'What does 42 U.S.C. § 1983 require?',
    'Am I liable if my dog bites a neighbour?',
    'My employer fired me without notice. What are my rights?',
    'Do I have a case against my contractor?',
    'How do I file for divorce in Florida?',
    'Miranda v. Arizona',
    'Can I use VolnaDraft to sue my landlord?',
  ])('treats %j as a legal question', (question) => {
    expect(isLegalQuestion(question)).toBe(true);
  });

  it.each([
    'How do I reset my password?',
    'how do i reset my password',
    'How do I check the citations in my brief?',
    'How do I verify a citation like Roe v. Wade, 410 U.S. 113 (1973)?',
    'Can I draft a motion to dismiss for a California court?',
    'How many tokens does a question cost?',
    'Can my law firm share one account?',
    'How do I export a draft to Word?',
    'How do I turn on two-factor authentication?',
    'Which courts does the case law search cover?',
    'Which jurisdictions do you support?',
    'Where can I see my past conversations?',
    'Is the PDF export on legal-size paper?',
  ])('treats %j as product help', (question) => {
    expect(isLegalQuestion(question)).toBe(false);
  });
});
