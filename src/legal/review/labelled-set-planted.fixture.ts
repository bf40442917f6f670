import { agreement, at } from './labelled-agreement.fixture';

/**
 * Agreements added in the issue #37 audit to widen the planted problems, written and labelled before they were
 * measured: a Florida lease whose deposit terms break Fla. Stat. § 83.49, and an employee outside California whose
 * Delaware law and non-compete the California statutes must leave alone.
 */

export const FLORIDA_LEASE_LATE_RETURN = agreement('Florida residential lease returning the deposit in 30 days', 'Residential Lease', [
  { heading: 'RESIDENTIAL LEASE' },
  at('parties', 'This Residential Lease is made between Gulf Breeze Homes LLC ("Landlord") and Ana Torres ("Tenant") for the condominium at 1200 Brickell Avenue, Unit 804, Miami, Florida.'),
  { heading: 'Term', number: '1.' },
  at('term', 'The term of this Lease begins on January 1, 2027 and ends on December 31, 2027.'),
  { heading: 'Rent', number: '2.' },
  'Tenant shall pay rent of $2,900 per month on the first day of each month.',
  { heading: 'Security Deposit', number: '3.' },
  at('security-deposit', 'Tenant shall pay a security deposit of $2,900. Landlord shall return the deposit within thirty (30) days after Tenant vacates the premises.'),
  { heading: 'Assignment', number: '4.' },
  at('assignment', 'Tenant shall not assign this Lease or sublet the premises without Landlord\'s written consent.'),
  { heading: 'Notices', number: '5.' },
  at('notices', 'All notices shall be in writing and delivered to the addresses above.'),
], { governingLaw: null, venueCourts: null, term: 'until December 31, 2027', survival: null, amounts: [2900], percentages: [], periodDays: [30] });

export const TEXAS_EMPLOYEE_DELAWARE_LAW = agreement('Texas employee agreement under Delaware law', 'Employee Confidentiality and Non-Competition Agreement', [
  { heading: 'EMPLOYEE CONFIDENTIALITY AND NON-COMPETITION AGREEMENT' },
  at('parties', 'This Agreement is made between Brightline Robotics, Inc., a Delaware corporation (the "Company"), and Carla Mendes, an individual residing in Austin, Texas (the "Employee").'),
  'Employee will work for the Company at its office in Austin, Texas.',
  { heading: 'CONFIDENTIALITY', number: '1.' },
  at('confidentiality', 'Employee shall not disclose any Confidential Information of the Company during employment or for three (3) years after it ends.'),
  { heading: 'NON-COMPETITION', number: '2.' },
  at('non-compete', 'For one (1) year after employment ends, Employee shall not compete with the Company within the State of Texas.'),
  { heading: 'GOVERNING LAW AND VENUE', number: '3.' },
  at(['governing-law', 'venue'], 'This Agreement is governed by the laws of the State of Delaware. Any dispute shall be resolved exclusively in the state courts of New Castle County, Delaware.'),
  { heading: 'NOTICES', number: '4.' },
  at('notices', 'All notices shall be given in writing to the addresses in the Company\'s records.'),
], { governingLaw: 'Delaware', venueCourts: 'state courts of New Castle County, Delaware', term: null, survival: 'three (3) years', amounts: [], percentages: [], periodDays: [1095, 365] });
