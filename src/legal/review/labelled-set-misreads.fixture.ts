import { agreement, at } from './labelled-agreement.fixture';

/**
 * Agreements added for two misreads (issue #37): a "Term and Termination" article whose sub-clauses are the term and
 * the termination, and a venue that names a county's court without its state. Written before the reader was changed,
 * and measured blind first.
 */

export const ILLINOIS_SERVICES_ARTICLES = agreement('Illinois services agreement with a Term and Termination article', 'Professional Services Agreement', [
  { heading: 'PROFESSIONAL SERVICES AGREEMENT' },
  at('parties', 'This Professional Services Agreement is entered into by and between Prairie Analytics LLC ("Provider") and Lakeside Clinics, Inc. ("Customer").'),
  { heading: 'ARTICLE 1 SERVICES' },
  '1.1 Provider shall perform the services described in each statement of work.',
  { heading: 'ARTICLE 2 TERM AND TERMINATION' },
  at('term', '2.1 Term. This Agreement shall commence on the Effective Date and continue for two (2) years.'),
  at('termination', '2.2 Termination for Cause. Either party may terminate this Agreement on written notice if the other party materially breaches it and fails to cure within thirty (30) days.'),
  '2.3 Effect of Termination. On termination, Customer shall pay for the services performed up to the termination date.',
  { heading: 'ARTICLE 3 CONFIDENTIALITY' },
  at('confidentiality', '3.1 Each party shall keep the other party\'s Confidential Information confidential during the term and for three (3) years after termination.'),
  { heading: 'ARTICLE 4 GENERAL' },
  at('governing-law', '4.1 Governing Law. This Agreement is governed by the laws of the State of Illinois.'),
  at('venue', '4.2 Venue. Any action arising out of this Agreement shall be brought only in the Circuit Court of Cook County.'),
  at('notices', '4.3 Notices. All notices shall be in writing and delivered to the addresses above.'),
], { governingLaw: 'Illinois', venueCourts: 'Circuit Court of Cook County', term: 'two (2) years', survival: 'three (3) years', amounts: [], percentages: [], periodDays: [730, 30, 1095] });

export const CALIFORNIA_ENGINEER_EMPLOYMENT = agreement('California engineer employment agreement with a county venue', 'Employment Agreement', [
  { heading: 'EMPLOYMENT AGREEMENT' },
  at('parties', 'This Employment Agreement is entered into between Redwood Robotics, Inc. ("Company") and Dana Cho ("Employee"), who lives and works in San Jose, California.'),
  { heading: 'Duties', number: '1.' },
  'Employee shall serve as Senior Engineer and report to the Chief Technology Officer.',
  { heading: 'Term and Termination', number: '2.' },
  at('term', { item: 'Term. Employment begins on June 1, 2026 and continues for twenty-four (24) months.', number: '2.1' }),
  at('termination', { item: 'Termination. Either party may terminate Employee\'s employment at any time, with or without cause, on two (2) weeks\' written notice.', number: '2.2' }),
  { heading: 'Compensation', number: '3.' },
  'Company shall pay Employee a base salary of $185,000 per year.',
  { heading: 'Confidentiality', number: '4.' },
  at('confidentiality', 'Employee shall not disclose Company\'s Confidential Information during employment and for five (5) years after it ends.'),
  { heading: 'Governing Law and Venue', number: '5.' },
  at(['governing-law', 'venue'], 'This Agreement is governed by the laws of the State of California. Any dispute shall be heard exclusively in the Superior Court of Santa Clara County.'),
], { governingLaw: 'California', venueCourts: 'Superior Court of Santa Clara County', term: 'twenty-four (24) months', survival: 'five (5) years', amounts: [185000], percentages: [], periodDays: [720, 14, 1825] });
