import { agreement, at, type LabelledAgreement } from './labelled-agreement.fixture';
import {
  CALIFORNIA_COMMERCIAL_LEASE, CALIFORNIA_CONTRACTOR, CALIFORNIA_EMPLOYMENT, DELAWARE_SERVICES, FLORIDA_EMPLOYMENT, FLORIDA_NDA,
  ILLINOIS_NDA, ILLINOIS_NONCOMPETE, NEW_YORK_CONSULTING, NEW_YORK_LEASE_OVER_LIMITS, TEXAS_LEASE_LATE_REFUND, NEW_YORK_LEASE,
  TEXAS_ASSET_PURCHASE, TEXAS_LEASE,
} from './labelled-set-more.fixture';
import { CALIFORNIA_ENGINEER_EMPLOYMENT, ILLINOIS_SERVICES_ARTICLES } from './labelled-set-misreads.fixture';
import { FLORIDA_LEASE_LATE_RETURN, TEXAS_EMPLOYEE_DELAWARE_LAW } from './labelled-set-planted.fixture';

export type { LabelledAgreement, LabelledValues } from './labelled-agreement.fixture';

/**
 * Agreements of the kinds the catalogue drafts, written for this set, each clause labelled by hand where it starts
 * (the paragraph of its first body text), with the values a reader takes from it. The review is measured against it.
 */

export const DELAWARE_CONSULTING = agreement('Delaware consulting agreement', 'Consulting Agreement', [
  { heading: 'CONSULTING AGREEMENT' },
  at('parties', 'This Consulting Agreement is entered into by and between Harbor Point Capital LLC, a Delaware limited liability company ("Company"), and Ridgeline Advisory Inc., a New Jersey corporation ("Consultant").'),
  '1. Services. Consultant shall provide the financial advisory services described in Exhibit A.',
  '2. Fees. Company shall pay Consultant $12,500 per month, and a success fee of 2% of any financing closed.',
  at('term', '3. Term. This Agreement shall commence on the Effective Date and continue for eighteen (18) months.'),
  at('termination', '4. Termination. Either party may terminate this Agreement on thirty (30) days\' written notice.'),
  at('confidentiality', '5. Confidentiality. Consultant shall hold all Confidential Information of Company in confidence, and this obligation shall survive termination in perpetuity.'),
  at('indemnity', '6. Indemnification. Each party shall indemnify and hold harmless the other from third-party claims caused by its negligence.'),
  at('limitation-of-liability', '7. Limitation of Liability. Neither party\'s aggregate liability shall exceed $150,000.'),
  at('governing-law', '8. Governing Law. This Agreement shall be governed by and construed in accordance with the laws of the State of Delaware, without regard to its conflict of laws principles.'),
  at('venue', '9. Venue. Any action arising out of this Agreement shall be brought exclusively in the state courts of New Castle County, and each party consents to their jurisdiction.'),
  at('assignment', '10. Assignment. Neither party may assign this Agreement without the other party\'s prior written consent.'),
  at('notices', '11. Notices. All notices shall be in writing and delivered by hand or by overnight courier to the addresses above.'),
], { governingLaw: 'Delaware', venueCourts: 'state courts of New Castle County', term: 'eighteen (18) months', survival: 'in perpetuity', amounts: [12500, 150000], percentages: [2], periodDays: [540, 30] });

export const CALIFORNIA_EMPLOYEE_NDA = agreement('California employee NDA and non-compete under Delaware law', 'Employee Confidentiality and Non-Competition Agreement', [
  { heading: 'EMPLOYEE CONFIDENTIALITY AND NON-COMPETITION AGREEMENT' },
  at('parties', 'This Agreement is made between Brightline Robotics, Inc., a Delaware corporation (the "Company"), and Daniel Reyes, an individual residing in San Jose, California (the "Employee").'),
  'Employee will work for the Company at its office in Palo Alto, California, and enters into this Agreement as a condition of employment with the Company.',
  { heading: 'CONFIDENTIALITY', number: '1.' },
  at('confidentiality', 'Employee shall not disclose any Confidential Information of the Company during employment or at any time thereafter, and this obligation continues in perpetuity.'),
  { heading: 'NON-COMPETITION DURING TERM AND AFTER', number: '2.' },
  at('non-compete', 'During employment and for two (2) years after it ends, Employee shall not compete with the Company or work for any competitor anywhere in the United States.'),
  { heading: 'TERM', number: '3.' },
  at('term', 'This Agreement shall remain in effect for as long as Employee is employed by the Company.'),
  { heading: 'GOVERNING LAW AND VENUE', number: '4.' },
  at(['governing-law', 'venue'], 'This Agreement is governed by the laws of the State of Delaware. Any dispute shall be resolved exclusively in the state courts of New Castle County, Delaware.'),
  { heading: 'NOTICES', number: '5.' },
  at('notices', 'All notices shall be given in writing to the addresses in the Company\'s records.'),
], { governingLaw: 'Delaware', venueCourts: 'state courts of New Castle County, Delaware', term: null, survival: 'in perpetuity', amounts: [], percentages: [], periodDays: [730] });

export const CALIFORNIA_LEASE = agreement('California residential lease, three months\' deposit', 'Residential Lease Agreement', [
  { heading: 'RESIDENTIAL LEASE AGREEMENT' },
  at('parties', 'This Residential Lease is entered into between Sunset Homes LLC ("Landlord") and Priya Shah ("Tenant") for the apartment at 88 Valencia Street, Unit 3, San Francisco, California.'),
  at('term', 'The lease term shall begin on August 1, 2026 and continue until July 31, 2027.'),
  'Tenant shall pay monthly rent of $3,200 on the first day of each month.',
  at('security-deposit', 'Tenant shall pay a security deposit equal to three (3) months\' rent, which Landlord will return within sixty (60) days after Tenant vacates the premises.'),
  at('assignment', 'Tenant shall not assign this Lease or sublet the premises without Landlord\'s prior written consent.'),
  at('notices', 'All notices shall be given in writing to the addresses stated above.'),
], { governingLaw: null, venueCourts: null, term: 'until July 31, 2027', survival: null, amounts: [3200], percentages: [], periodDays: [60] });

export const NEW_YORK_NDA = agreement('Mutual NDA under New York law', 'Mutual Non-Disclosure Agreement', [
  { heading: 'MUTUAL NON-DISCLOSURE AGREEMENT' },
  at('parties', 'This Mutual Non-Disclosure Agreement is entered into by and between Pinecrest Media LLC ("Pinecrest") and Orbit Labs Inc. ("Orbit").'),
  { heading: 'Confidential Information', number: '1.' },
  at('confidentiality', 'Each party shall keep the other party\'s Confidential Information secret. These obligations survive for three (3) years after termination of this Agreement.'),
  { heading: 'Term', number: '2.' },
  at('term', 'This Agreement shall remain in effect for two (2) years from the Effective Date.'),
  { heading: 'Termination', number: '3.' },
  at('termination', 'Either party may terminate this Agreement on fifteen (15) days\' written notice.'),
  { heading: 'Governing Law', number: '4.' },
  at('governing-law', 'This Agreement is governed by the laws of the State of New York.'),
  { heading: 'Jurisdiction', number: '5.' },
  at('venue', 'The parties submit to the exclusive jurisdiction of the state and federal courts located in New York County, New York.'),
  { heading: 'Notices', number: '6.' },
  at('notices', 'Notices shall be sent by email with a copy by courier.'),
  { heading: 'Notice of Breach', number: '7.' },
  'A party that learns of an unauthorized disclosure shall tell the other party within five (5) business days.',
], { governingLaw: 'New York', venueCourts: 'state and federal courts located in New York County, New York', term: 'two (2) years', survival: 'three (3) years', amounts: [], percentages: [], periodDays: [1095, 730, 15, 5] });

export const TEXAS_EMPLOYMENT = agreement('Texas employment agreement', 'Employment Agreement', [
  { heading: 'EMPLOYMENT AGREEMENT' },
  at('parties', 'This Employment Agreement is entered into between Lone Star Logistics, Inc. ("Employer") and Marcus Bell ("Employee").'),
  '1. Position. Employee shall serve as Director of Operations in Houston, Texas.',
  '2. Compensation. Employer shall pay Employee a base salary of $145,000 per year and a bonus of up to 15% of salary.',
  at('term', '3. Term. This Agreement shall commence on January 5, 2027 and continue for three (3) years.'),
  at('termination', '4. Termination. Employer may terminate this Agreement for cause on written notice.'),
  at('confidentiality', '5. Confidentiality. Employee shall not disclose Confidential Information during employment or for five (5) years after termination.'),
  at('non-compete', '6. Non-Competition. For twelve (12) months after employment ends, Employee shall not compete with Employer within 50 miles of Houston.'),
  at('governing-law', '7. Governing Law. This Agreement is governed by the laws of the State of Texas.'),
  at('venue', '8. Venue. Venue for any suit shall lie exclusively in the state courts of Harris County, Texas.'),
  at('notices', '9. Notices. Notices shall be in writing and sent to the addresses on file.'),
], { governingLaw: 'Texas', venueCourts: 'state courts of Harris County, Texas', term: 'three (3) years', survival: 'five (5) years', amounts: [145000], percentages: [15], periodDays: [1095, 1825, 360] });

export const ILLINOIS_COMMERCIAL_LEASE = agreement('Illinois commercial lease', 'Office Lease', [
  { heading: 'OFFICE LEASE' },
  at('parties', 'This Office Lease is made between Lakeshore Towers LLC ("Landlord") and Fenwick Design Studio Inc. ("Tenant").'),
  { heading: 'Lease Term', number: '1.' },
  at('term', 'The term of this Lease shall be five (5) years, beginning on March 1, 2027.'),
  { heading: 'Rent', number: '2.' },
  'Tenant shall pay base rent of $18,000 per month, increasing by 3% each year.',
  { heading: 'Assignment and Subletting', number: '3.' },
  at('assignment', 'Tenant may not assign this Lease or sublet the premises without Landlord\'s consent.'),
  { heading: 'Indemnity', number: '4.' },
  at('indemnity', 'Tenant shall indemnify Landlord against claims arising from Tenant\'s use of the premises.'),
  { heading: 'Governing Law', number: '5.' },
  at('governing-law', 'This Lease shall be governed by the laws of the State of Illinois.'),
  { heading: 'Notices', number: '6.' },
  at('notices', 'All notices under this Lease shall be in writing.'),
], { governingLaw: 'Illinois', venueCourts: null, term: 'five (5) years', survival: null, amounts: [18000], percentages: [3], periodDays: [1825] });

export const NEW_YORK_ASSET_PURCHASE = agreement('New York asset purchase agreement', 'Asset Purchase Agreement', [
  { heading: 'ASSET PURCHASE AGREEMENT' },
  at('parties', 'This Asset Purchase Agreement is entered into by and between Meridian Foods Corp. ("Buyer") and Hudson Bakery LLC ("Seller").'),
  '1. Purchase Price. Buyer shall pay Seller $2,400,000 at Closing, of which 10% shall be held in escrow.',
  at('indemnity', '2. Indemnification. Seller shall indemnify Buyer for any breach of Seller\'s representations.'),
  at('limitation-of-liability', '3. Limitation of Liability. Seller\'s aggregate liability shall not exceed $500,000.'),
  at('non-compete', '4. Non-Competition. For five (5) years after Closing, Seller shall not engage in any competing bakery business in New York State.'),
  at('confidentiality', '5. Confidentiality. Each party shall keep the terms of this Agreement confidential for two (2) years after Closing.'),
  at('governing-law', '6. Governing Law. This Agreement is governed by the laws of the State of New York.'),
  at('assignment', '7. Assignment. Neither party may assign this Agreement without the other\'s consent.'),
  at('notices', '8. Notices. All notices shall be in writing.'),
], { governingLaw: 'New York', venueCourts: null, term: null, survival: 'two (2) years', amounts: [2400000, 500000], percentages: [10], periodDays: [1825, 730] });

export const FLORIDA_CONTRACTOR = agreement('Florida independent contractor agreement', 'Independent Contractor Agreement', [
  { heading: 'INDEPENDENT CONTRACTOR AGREEMENT' },
  at('parties', 'This Independent Contractor Agreement is made by and between Coral Bay Marketing LLC ("Client") and Ana Lopez ("Contractor").'),
  'Contractor shall design and run the Client\'s social media campaigns for a fee of $4,000 per month.',
  at('term', 'The term of this Agreement is six (6) months from the Effective Date.'),
  at('termination', 'Either party may terminate this Agreement on ten (10) days\' written notice.'),
  at('confidentiality', 'Contractor shall keep all Confidential Information of the Client secret.'),
  at('indemnity', 'Contractor shall indemnify Client from claims arising from Contractor\'s work.'),
  at('governing-law', 'This Agreement shall be governed by the laws of the State of Florida.'),
  at('venue', 'The parties submit to the exclusive jurisdiction of the courts of Miami-Dade County, Florida.'),
], { governingLaw: 'Florida', venueCourts: 'courts of Miami-Dade County, Florida', term: 'six (6) months', survival: null, amounts: [4000], percentages: [], periodDays: [180, 10] });

/** The set. */
export const LABELLED_SET: readonly LabelledAgreement[] = [
  DELAWARE_CONSULTING, CALIFORNIA_EMPLOYEE_NDA, CALIFORNIA_LEASE, NEW_YORK_NDA, TEXAS_EMPLOYMENT,
  ILLINOIS_COMMERCIAL_LEASE, NEW_YORK_ASSET_PURCHASE, FLORIDA_CONTRACTOR, CALIFORNIA_EMPLOYMENT, TEXAS_LEASE,
  DELAWARE_SERVICES, ILLINOIS_NONCOMPETE, FLORIDA_NDA, NEW_YORK_LEASE, CALIFORNIA_CONTRACTOR, TEXAS_ASSET_PURCHASE,
  FLORIDA_EMPLOYMENT, ILLINOIS_NDA, NEW_YORK_CONSULTING, CALIFORNIA_COMMERCIAL_LEASE, NEW_YORK_LEASE_OVER_LIMITS,
  TEXAS_LEASE_LATE_REFUND, ILLINOIS_SERVICES_ARTICLES, CALIFORNIA_ENGINEER_EMPLOYMENT, FLORIDA_LEASE_LATE_RETURN,
  TEXAS_EMPLOYEE_DELAWARE_LAW,
];

/**
 * Problems planted in the set that the law overriding a contract's choice must find, by the agreement's name: the
 * source of each expected finding (once per finding). Agreements not listed have none planted: their figures are
 * within the limits (a Texas deposit of one month's rent refunded within 30 days, a New York deposit of one month's rent
 * returned within 14 days), or no employee works in California.
 */
export const PLANTED_PROBLEMS: Readonly<Record<string, string[]>> = {
  [CALIFORNIA_EMPLOYEE_NDA.name]: ['Cal. Lab. Code § 925', 'Cal. Lab. Code § 925', 'Cal. Bus. & Prof. Code §§ 16600, 16600.5'],
  [CALIFORNIA_LEASE.name]: ['Cal. Civ. Code § 1950.5(c)', 'Cal. Civ. Code § 1950.5(g)(1)'],
  [NEW_YORK_LEASE_OVER_LIMITS.name]: ['N.Y. Gen. Oblig. Law § 7-108(1-a)(a)', 'N.Y. Gen. Oblig. Law § 7-108(1-a)(e)'],
  [TEXAS_LEASE_LATE_REFUND.name]: ['Tex. Prop. Code § 92.103(a)'],
  [FLORIDA_LEASE_LATE_RETURN.name]: ['Fla. Stat. § 83.49(2)', 'Fla. Stat. § 83.49(3)(a)'],
};

/** The statutes the planted problems are measured on: a California employee's protections and lease deposit rules. */
export const OVERRIDING_SOURCES = /Lab\. Code § 925|§§? 16600\b|§ 1950\.5|§ 7-108|§ 92\.103|§ 83\.49/;
