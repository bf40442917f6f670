import type { LabelledAgreement } from './labelled-agreement.fixture';
import { CALIFORNIA_EMPLOYEE_NDA, CALIFORNIA_LEASE, DELAWARE_CONSULTING, NEW_YORK_NDA, TEXAS_EMPLOYMENT } from './labelled-set.fixture';

/**
 * Plain questions a lawyer asks about a contract, over five agreements of the labelled set, each with the paragraph
 * that answers it and words the answer must quote, or `null` when the agreement does not say (the answer must then be
 * "Not stated in the document."). Written before the answers were measured; the set is the same author's as the code,
 * so its accuracy is an upper bound.
 */
export interface AskCase {
  agreement: LabelledAgreement;
  question: string;
  /** The paragraph the quotation must come from, and words it must hold; null: not stated. */
  expected: { paragraph: number; quotes: string } | null;
}

const ask = (agreement: LabelledAgreement, question: string, expected: AskCase['expected']): AskCase => ({ agreement, question, expected });

export const ASK_CASES: readonly AskCase[] = [
  ask(DELAWARE_CONSULTING, 'How long does confidentiality last?', { paragraph: 7, quotes: 'in perpetuity' }),
  ask(DELAWARE_CONSULTING, 'Which law governs the agreement?', { paragraph: 10, quotes: 'laws of the State of Delaware' }),
  ask(DELAWARE_CONSULTING, 'Where must disputes be brought?', { paragraph: 11, quotes: 'New Castle County' }),
  ask(DELAWARE_CONSULTING, 'How much notice is needed to terminate?', { paragraph: 6, quotes: 'thirty (30) days' }),
  ask(DELAWARE_CONSULTING, 'What is the cap on liability?', { paragraph: 9, quotes: '$150,000' }),
  ask(DELAWARE_CONSULTING, 'Is there a non-compete?', null),
  ask(DELAWARE_CONSULTING, 'How long is the term of the agreement?', { paragraph: 5, quotes: 'eighteen (18) months' }),

  ask(CALIFORNIA_EMPLOYEE_NDA, 'How long does confidentiality last?', { paragraph: 5, quotes: 'in perpetuity' }),
  ask(CALIFORNIA_EMPLOYEE_NDA, 'How long does the non-compete last after employment ends?', { paragraph: 7, quotes: 'two (2) years' }),
  ask(CALIFORNIA_EMPLOYEE_NDA, "Which state's law applies?", { paragraph: 11, quotes: 'State of Delaware' }),
  ask(CALIFORNIA_EMPLOYEE_NDA, "What is the employee's salary?", null),
  ask(CALIFORNIA_EMPLOYEE_NDA, 'How much notice is required to terminate the agreement?', null),
  ask(CALIFORNIA_EMPLOYEE_NDA, 'Where does the employee work?', { paragraph: 3, quotes: 'Palo Alto' }),

  ask(CALIFORNIA_LEASE, 'How much is the security deposit?', { paragraph: 5, quotes: "three (3) months' rent" }),
  ask(CALIFORNIA_LEASE, 'When will the deposit be returned?', { paragraph: 5, quotes: 'sixty (60) days' }),
  ask(CALIFORNIA_LEASE, 'When does the lease term end?', { paragraph: 3, quotes: 'July 31, 2027' }),
  ask(CALIFORNIA_LEASE, 'May the tenant sublet the apartment?', { paragraph: 6, quotes: 'sublet the premises' }),
  ask(CALIFORNIA_LEASE, 'Which law governs the lease?', null),
  ask(CALIFORNIA_LEASE, 'What is the monthly rent?', { paragraph: 4, quotes: '$3,200' }),
  ask(CALIFORNIA_LEASE, 'Are pets allowed?', null),

  ask(NEW_YORK_NDA, 'How long does confidentiality last?', { paragraph: 4, quotes: 'three (3) years after termination' }),
  ask(NEW_YORK_NDA, 'How are notices sent?', { paragraph: 14, quotes: 'email' }),
  ask(NEW_YORK_NDA, 'Which courts have jurisdiction?', { paragraph: 12, quotes: 'New York County' }),
  ask(NEW_YORK_NDA, 'What is the limitation of liability?', null),
  ask(NEW_YORK_NDA, 'How soon must a party report an unauthorized disclosure?', { paragraph: 16, quotes: 'five (5) business days' }),

  ask(TEXAS_EMPLOYMENT, 'How long does confidentiality last?', { paragraph: 7, quotes: 'five (5) years after termination' }),
  ask(TEXAS_EMPLOYMENT, 'What is the base salary?', { paragraph: 4, quotes: '$145,000' }),
  ask(TEXAS_EMPLOYMENT, 'Is there an indemnity?', null),
];
