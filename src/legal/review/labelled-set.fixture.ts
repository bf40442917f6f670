import type { ClauseLabel, DocumentBlock } from '../../shared/api/documents';
import { blocksOf } from './contracts.fixture';

/**
 * Agreements of the kinds the catalogue drafts, written for this set, each clause labelled by hand where it starts
 * (the paragraph of its first body text), with the values a reader takes from it. The review is measured against it.
 */

type Line = Parameters<typeof blocksOf>[0][number];
type Tagged = Line | { at: ClauseLabel | ClauseLabel[]; line: Line };

export interface LabelledValues {
  /** The state whose law the contract chooses, as its label ("Delaware"). */
  governingLaw: string | null;
  venueCourts: string | null;
  term: string | null;
  survival: string | null;
  amounts: number[];
}

export interface LabelledAgreement {
  name: string;
  title: string;
  blocks: DocumentBlock[];
  /** Each clause: its label and the paragraph it starts at. */
  clauses: [ClauseLabel, number][];
  values: LabelledValues;
}

const at = (labels: ClauseLabel | ClauseLabel[], line: Line): Tagged => ({ at: labels, line });

function agreement(name: string, title: string, lines: Tagged[], values: LabelledValues): LabelledAgreement {
  const clauses: [ClauseLabel, number][] = [];
  const plain = lines.map((tagged, index) => {
    if (typeof tagged === 'object' && 'at' in tagged) {
      for (const label of [tagged.at].flat()) clauses.push([label, index + 1]);
      return tagged.line;
    }
    return tagged;
  });
  return { name, title, blocks: blocksOf(plain), clauses, values };
}

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
], { governingLaw: 'Delaware', venueCourts: 'state courts of New Castle County', term: 'eighteen (18) months', survival: 'in perpetuity', amounts: [12500, 150000] });

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
], { governingLaw: 'Delaware', venueCourts: 'state courts of New Castle County, Delaware', term: null, survival: 'in perpetuity', amounts: [] });

export const CALIFORNIA_LEASE = agreement('California residential lease, three months\' deposit', 'Residential Lease Agreement', [
  { heading: 'RESIDENTIAL LEASE AGREEMENT' },
  at('parties', 'This Residential Lease is entered into between Sunset Homes LLC ("Landlord") and Priya Shah ("Tenant") for the apartment at 88 Valencia Street, Unit 3, San Francisco, California.'),
  at('term', 'The lease term shall begin on August 1, 2026 and continue until July 31, 2027.'),
  'Tenant shall pay monthly rent of $3,200 on the first day of each month.',
  at('security-deposit', 'Tenant shall pay a security deposit equal to three (3) months\' rent, which Landlord will return within sixty (60) days after Tenant vacates the premises.'),
  at('assignment', 'Tenant shall not assign this Lease or sublet the premises without Landlord\'s prior written consent.'),
  at('notices', 'All notices shall be given in writing to the addresses stated above.'),
], { governingLaw: null, venueCourts: null, term: 'until July 31, 2027', survival: null, amounts: [3200] });

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
], { governingLaw: 'New York', venueCourts: 'state and federal courts located in New York County, New York', term: 'two (2) years', survival: 'three (3) years', amounts: [] });

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
], { governingLaw: 'Texas', venueCourts: 'state courts of Harris County, Texas', term: 'three (3) years', survival: 'five (5) years', amounts: [145000] });

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
], { governingLaw: 'Illinois', venueCourts: null, term: 'five (5) years', survival: null, amounts: [18000] });

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
], { governingLaw: 'New York', venueCourts: null, term: null, survival: 'two (2) years', amounts: [2400000, 500000] });

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
], { governingLaw: 'Florida', venueCourts: 'courts of Miami-Dade County, Florida', term: 'six (6) months', survival: null, amounts: [4000] });

export const CALIFORNIA_EMPLOYMENT = agreement('California employment agreement under California law', 'Employment Agreement', [
  { heading: 'EMPLOYMENT AGREEMENT' },
  at('parties', 'This Employment Agreement is entered into by and between Golden Gate Software, Inc. ("Company") and Lena Park ("Employee").'),
  { heading: 'Position and Duties', number: '1.' },
  'Employee shall serve as Senior Engineer, working from the Company\'s office in Oakland, California.',
  { heading: 'Compensation', number: '2.' },
  'The Company shall pay Employee an annual salary of $185,000, payable twice a month.',
  { heading: 'At-Will Employment', number: '3.' },
  at('termination', 'Either party may terminate Employee\'s employment at any time, with or without cause, on fourteen (14) days\' notice.'),
  { heading: 'Confidential Information', number: '4.' },
  at('confidentiality', 'Employee shall not use or disclose the Company\'s Confidential Information, during or after employment.'),
  { heading: 'Governing Law', number: '5.' },
  at('governing-law', 'This Agreement shall be governed by the laws of the State of California.'),
  { heading: 'Notices', number: '6.' },
  at('notices', 'Notices must be given in writing and delivered personally or by certified mail.'),
], { governingLaw: 'California', venueCourts: null, term: null, survival: null, amounts: [185000] });

export const TEXAS_LEASE = agreement('Texas residential lease', 'Residential Lease', [
  { heading: 'RESIDENTIAL LEASE' },
  at('parties', 'This Residential Lease is made between Bluebonnet Rentals LLC ("Landlord") and Tom Nguyen ("Tenant") for the dwelling at 410 Elm Avenue, Dallas, Texas.'),
  { heading: 'Term', number: '1.' },
  at('term', 'The term of this Lease begins on September 1, 2026 and ends on August 31, 2027.'),
  { heading: 'Rent', number: '2.' },
  'Tenant shall pay rent of $1,850 per month, due on the first day of each month. A late fee of $75 applies to rent paid after the third day of the month.',
  { heading: 'Security Deposit', number: '3.' },
  at('security-deposit', 'Tenant shall pay a security deposit of $1,850. Landlord shall refund the deposit, less lawful deductions, within thirty (30) days after Tenant surrenders the premises.'),
  { heading: 'Assignment and Subletting', number: '4.' },
  at('assignment', 'Tenant may not assign this Lease or sublet any part of the premises.'),
  { heading: 'Notices', number: '5.' },
  at('notices', 'All notices shall be in writing and delivered to the addresses above.'),
], { governingLaw: null, venueCourts: null, term: 'until August 31, 2027', survival: null, amounts: [1850, 75] });

export const DELAWARE_SERVICES = agreement('Master services agreement under Delaware law', 'Master Services Agreement', [
  { heading: 'MASTER SERVICES AGREEMENT' },
  at('parties', 'This Master Services Agreement (the "Agreement") is entered into as of May 1, 2026 by and between Quantum Data Systems, Inc., a Delaware corporation ("Provider"), and Evergreen Health Partners, LLC, an Oregon limited liability company ("Customer").'),
  { heading: 'ARTICLE 1 TERM AND TERMINATION' },
  at('term', '1.1 This Agreement shall commence on the Effective Date and remain in effect for three (3) years.'),
  at('termination', '1.2 Either party may terminate this Agreement if the other party materially breaches it and fails to cure within thirty (30) days after notice.'),
  { heading: 'ARTICLE 2 FEES' },
  '2.1 Customer shall pay the fees in each Statement of Work within forty-five (45) days after invoice. Late amounts bear interest at 1.5% per month.',
  { heading: 'ARTICLE 3 CONFIDENTIALITY' },
  at('confidentiality', '3.1 Each party shall protect the other\'s Confidential Information with reasonable care. The obligations of this Article survive for five (5) years after termination.'),
  { heading: 'ARTICLE 4 INDEMNIFICATION' },
  at('indemnity', '4.1 Provider shall defend and indemnify Customer against any claim that the Services infringe a third party\'s intellectual property.'),
  { heading: 'ARTICLE 5 LIMITATION OF LIABILITY' },
  at('limitation-of-liability', '5.1 In no event shall either party be liable for consequential damages, and neither party\'s aggregate liability shall exceed the fees paid in the prior twelve (12) months.'),
  { heading: 'ARTICLE 6 GENERAL' },
  at('governing-law', '6.1 Governing Law. This Agreement is governed by the laws of the State of Delaware.'),
  at('venue', '6.2 Venue. Each party submits to the exclusive jurisdiction of the state and federal courts located in Wilmington, Delaware.'),
  at('assignment', '6.3 Assignment. Neither party may assign this Agreement without consent, except to a successor in a merger.'),
  at('notices', '6.4 Notices. Notices shall be in writing and sent to the addresses in the signature block.'),
], { governingLaw: 'Delaware', venueCourts: 'state and federal courts located in Wilmington, Delaware', term: 'three (3) years', survival: 'five (5) years', amounts: [] });

export const ILLINOIS_NONCOMPETE = agreement('Illinois employee non-compete', 'Non-Competition Agreement', [
  { heading: 'NON-COMPETITION AGREEMENT' },
  at('parties', 'This Non-Competition Agreement is between Prairie Insurance Brokers, Inc. ("Employer") and Sam Okafor ("Employee").'),
  'Employee earns $120,000 a year and works in Chicago, Illinois.',
  { heading: 'Covenant Not to Compete', number: '1.' },
  at('non-compete', 'For one (1) year after employment ends, Employee will not compete with Employer in Cook County.'),
  { heading: 'Non-Solicitation', number: '2.' },
  'For two (2) years after employment ends, Employee shall not solicit any customer of Employer.',
  { heading: 'Governing Law', number: '3.' },
  at('governing-law', 'This Agreement is governed by the laws of the State of Illinois.'),
  { heading: 'Venue', number: '4.' },
  at('venue', 'Any action shall be brought only in the state courts of Cook County, Illinois.'),
], { governingLaw: 'Illinois', venueCourts: 'state courts of Cook County, Illinois', term: null, survival: null, amounts: [120000] });

export const FLORIDA_NDA = agreement('One-way NDA under Florida law', 'Confidentiality Agreement', [
  { heading: 'CONFIDENTIALITY AGREEMENT' },
  at('parties', 'This Confidentiality Agreement is made by and between Sunshine Ventures LLC ("Discloser") and Keys Capital Partners LP ("Recipient").'),
  at('confidentiality', 'Recipient shall hold the Confidential Information in strict confidence and shall not disclose it to any third party.'),
  at('term', 'This Agreement shall continue for one (1) year from the date of signing.'),
  'Recipient\'s duties under this Agreement survive its expiration indefinitely for trade secrets.',
  at('governing-law', 'This Agreement shall be construed under Florida law.'),
  at('venue', 'Venue shall lie exclusively in the courts of Palm Beach County, Florida.'),
], { governingLaw: 'Florida', venueCourts: 'courts of Palm Beach County, Florida', term: 'one (1) year', survival: null, amounts: [] });

export const NEW_YORK_LEASE = agreement('New York residential lease', 'Residential Lease Agreement', [
  { heading: 'RESIDENTIAL LEASE AGREEMENT' },
  at('parties', 'This Lease is made between Riverside Apartments LLC ("Landlord") and Jordan Ellis ("Tenant") for Apartment 5B at 200 West End Avenue, New York, New York.'),
  { heading: 'TERM', number: '1.' },
  at('term', 'The term of this Lease is one (1) year, beginning on October 1, 2026.'),
  { heading: 'RENT', number: '2.' },
  'Tenant shall pay monthly rent of $4,100. Rent paid more than five days late incurs a late charge of $50.',
  { heading: 'SECURITY DEPOSIT', number: '3.' },
  at('security-deposit', 'Tenant shall deposit $4,100 as security. Landlord shall return the deposit within fourteen (14) days after Tenant vacates the apartment.'),
  { heading: 'ASSIGNMENT', number: '4.' },
  at('assignment', 'Tenant shall not assign this Lease without Landlord\'s written consent.'),
  { heading: 'NOTICES', number: '5.' },
  at('notices', 'Notices to Landlord must be sent in writing to the management office.'),
], { governingLaw: null, venueCourts: null, term: 'one (1) year', survival: null, amounts: [4100, 50] });

export const CALIFORNIA_CONTRACTOR = agreement('California independent contractor agreement', 'Independent Contractor Agreement', [
  { heading: 'INDEPENDENT CONTRACTOR AGREEMENT' },
  at('parties', 'This Independent Contractor Agreement is entered into between Pacific Edge Media, Inc. ("Company") and Rosa Medina ("Contractor").'),
  '1. Services. Contractor shall produce video content as the Company requests from time to time.',
  '2. Payment. The Company shall pay Contractor $95 per hour, invoiced monthly.',
  at('term', '3. Term. This Agreement shall remain in effect for one (1) year unless terminated earlier.'),
  at('termination', '4. Termination. Either party may terminate this Agreement at any time on written notice.'),
  at('confidentiality', '5. Confidentiality. Contractor shall keep the Company\'s Confidential Information confidential for three (3) years after this Agreement ends.'),
  at('non-compete', '6. Non-Solicitation. During the term, Contractor shall not solicit the Company\'s clients.'),
  at('governing-law', '7. Governing Law. This Agreement is governed by the laws of the State of California.'),
  at('venue', '8. Venue. Any dispute shall be heard only in the state courts of Los Angeles County, California.'),
], { governingLaw: 'California', venueCourts: 'state courts of Los Angeles County, California', term: 'one (1) year', survival: 'three (3) years', amounts: [95] });

export const TEXAS_ASSET_PURCHASE = agreement('Texas asset purchase agreement', 'Asset Purchase Agreement', [
  { heading: 'ASSET PURCHASE AGREEMENT' },
  at('parties', 'This Asset Purchase Agreement is made by and between Alamo Equipment Co. ("Purchaser") and Rio Grande Machinery LLC ("Seller").'),
  { heading: 'Purchase Price', number: '1.' },
  'The purchase price is $850,000, payable at Closing by wire transfer.',
  { heading: 'Indemnification', number: '2.' },
  at('indemnity', 'Seller shall indemnify and hold harmless Purchaser from all losses arising from any breach of this Agreement.'),
  { heading: 'Limitation on Liability', number: '3.' },
  at('limitation-of-liability', 'Seller\'s total liability under this Agreement shall not exceed 20% of the purchase price.'),
  { heading: 'Covenant Not to Compete', number: '4.' },
  at('non-compete', 'For three (3) years after Closing, Seller shall not engage in any competing business within the State of Texas.'),
  { heading: 'Governing Law', number: '5.' },
  at('governing-law', 'This Agreement shall be governed by the laws of the State of Texas.'),
  { heading: 'Notices', number: '6.' },
  at('notices', 'All notices shall be given in writing to the parties at their addresses below.'),
], { governingLaw: 'Texas', venueCourts: null, term: null, survival: null, amounts: [850000] });

export const FLORIDA_EMPLOYMENT = agreement('Florida employment agreement', 'Employment Agreement', [
  { heading: 'EMPLOYMENT AGREEMENT' },
  at('parties', 'This Employment Agreement is entered into by and between Gulf Coast Dental Group, P.A. ("Employer") and Dr. Nina Patel ("Employee").'),
  'Employer shall pay Employee an annual salary of $210,000 and a bonus of 10% of collections above target.',
  at('term', 'The term of employment shall be two (2) years, commencing on the Start Date.'),
  at('termination', 'Employer may terminate Employee\'s employment for cause at any time.'),
  at('non-compete', 'For two (2) years after employment ends, Employee shall not practice dentistry within ten (10) miles of any Employer office.'),
  at('confidentiality', 'Employee shall keep patient lists and other Confidential Information secret.'),
  at('governing-law', 'This Agreement is governed by the laws of the State of Florida.'),
  at('venue', 'The parties agree to exclusive venue in the state courts of Hillsborough County, Florida.'),
], { governingLaw: 'Florida', venueCourts: 'state courts of Hillsborough County, Florida', term: 'two (2) years', survival: null, amounts: [210000] });

export const ILLINOIS_NDA = agreement('Mutual NDA under Illinois law', 'Mutual Confidentiality Agreement', [
  { heading: 'MUTUAL CONFIDENTIALITY AGREEMENT' },
  at('parties', 'This Mutual Confidentiality Agreement is entered into by and between Windy City Analytics LLC ("Windy") and Great Lakes Freight Inc. ("Great Lakes").'),
  '1. Purpose. The parties wish to explore a logistics data partnership.',
  at('confidentiality', '2. Confidential Information. Each party shall protect the other party\'s Confidential Information, and these obligations shall survive for two (2) years after the end of discussions.'),
  at('term', '3. Term. This Agreement shall continue for one (1) year from the Effective Date.'),
  at('assignment', '4. Assignment. Neither party may assign this Agreement without the prior written consent of the other.'),
  at('governing-law', '5. Governing Law. This Agreement is governed by the laws of the State of Illinois.'),
  at('venue', '6. Jurisdiction. The parties submit to the exclusive jurisdiction of the state and federal courts located in Cook County, Illinois.'),
  at('notices', '7. Notices. All notices shall be in writing and sent by email and courier.'),
], { governingLaw: 'Illinois', venueCourts: 'state and federal courts located in Cook County, Illinois', term: 'one (1) year', survival: 'two (2) years', amounts: [] });

export const NEW_YORK_CONSULTING = agreement('New York consulting agreement with a liability cap', 'Consulting Agreement', [
  { heading: 'CONSULTING AGREEMENT' },
  at('parties', 'This Consulting Agreement is made by and between Empire Retail Group Inc. ("Client") and Blue Harbor Consulting LLC ("Consultant").'),
  { heading: 'Fees', number: '1.' },
  'Client shall pay Consultant a fixed fee of $60,000 in three equal installments.',
  { heading: 'Term and Termination', number: '2.' },
  at(['term', 'termination'], 'This Agreement begins on the Effective Date and continues for nine (9) months. Client may terminate it on fifteen (15) days\' notice.'),
  { heading: 'Confidentiality', number: '3.' },
  at('confidentiality', 'Consultant shall keep Client\'s Confidential Information in confidence during the term and for two (2) years thereafter.'),
  { heading: 'Limitation of Liability', number: '4.' },
  at('limitation-of-liability', 'Consultant\'s liability shall not exceed the fees paid under this Agreement.'),
  { heading: 'Governing Law', number: '5.' },
  at('governing-law', 'This Agreement is governed by the laws of the State of New York.'),
  { heading: 'Change of Control', number: '6.' },
  at('change-of-control', 'A change of control of Consultant is an assignment requiring Client\'s consent.'),
], { governingLaw: 'New York', venueCourts: null, term: 'nine (9) months', survival: 'two (2) years', amounts: [60000] });

export const CALIFORNIA_COMMERCIAL_LEASE = agreement('California retail lease', 'Retail Lease', [
  { heading: 'RETAIL LEASE' },
  at('parties', 'This Retail Lease is made between Mission Plaza Partners LP ("Landlord") and Casa Verde Cafe LLC ("Tenant").'),
  '1. Premises. Suite 110 of Mission Plaza, 500 Mission Street, San Diego, California.',
  at('term', '2. Term. The term of this Lease shall be ten (10) years from the Commencement Date.'),
  '3. Rent. Tenant shall pay base rent of $9,500 per month plus 6% of gross sales above $1,000,000 each year.',
  at('security-deposit', '4. Security Deposit. Tenant shall pay a security deposit of $19,000 on signing.'),
  at('assignment', '5. Assignment. Tenant shall not assign this Lease without Landlord\'s consent, which shall not be unreasonably withheld.'),
  at('indemnity', '6. Indemnity. Tenant shall indemnify Landlord from claims arising in the Premises.'),
  at('governing-law', '7. Governing Law. This Lease is governed by the laws of the State of California.'),
], { governingLaw: 'California', venueCourts: null, term: 'ten (10) years', survival: null, amounts: [9500, 1000000, 19000] });

/** An agreement of the set with some of its words changed (to plant a problem); its clauses stay where they were. */
function variant(base: LabelledAgreement, name: string, changes: [string, string][], values: Partial<LabelledValues> = {}): LabelledAgreement {
  const blocks = base.blocks.map((block) => ({ ...block, text: changes.reduce((text, [from, to]) => text.replace(from, to), block.text) }));
  return { ...base, name, blocks, values: { ...base.values, ...values } };
}

export const NEW_YORK_LEASE_OVER_LIMITS = variant(NEW_YORK_LEASE, 'New York lease, two months\' deposit returned in 30 days', [
  ['Tenant shall deposit $4,100 as security', 'Tenant shall deposit $8,200 as security'],
  ['within fourteen (14) days', 'within thirty (30) days'],
], { amounts: [4100, 50, 8200] });

export const TEXAS_LEASE_LATE_REFUND = variant(TEXAS_LEASE, 'Texas lease refunding the deposit in 45 days', [
  ['within thirty (30) days', 'within forty-five (45) days'],
]);

/** The set. */
export const LABELLED_SET: readonly LabelledAgreement[] = [
  DELAWARE_CONSULTING, CALIFORNIA_EMPLOYEE_NDA, CALIFORNIA_LEASE, NEW_YORK_NDA, TEXAS_EMPLOYMENT,
  ILLINOIS_COMMERCIAL_LEASE, NEW_YORK_ASSET_PURCHASE, FLORIDA_CONTRACTOR, CALIFORNIA_EMPLOYMENT, TEXAS_LEASE,
  DELAWARE_SERVICES, ILLINOIS_NONCOMPETE, FLORIDA_NDA, NEW_YORK_LEASE, CALIFORNIA_CONTRACTOR, TEXAS_ASSET_PURCHASE,
  FLORIDA_EMPLOYMENT, ILLINOIS_NDA, NEW_YORK_CONSULTING, CALIFORNIA_COMMERCIAL_LEASE, NEW_YORK_LEASE_OVER_LIMITS,
  TEXAS_LEASE_LATE_REFUND,
];

/**
 * Problems planted in the set that the law overriding a contract's choice must find, by the agreement's name: the
 * source of each expected finding (once per finding). Agreements not listed have none planted: their figures are
 * within the limits (a Texas deposit of one month's rent refunded within 30 days, a New York deposit of one month's rent
 * returned within 14 days), or no employee works in California.
 */
export const PLANTED_PROBLEMS: Readonly<Record<string, string[]>> = {
  [CALIFORNIA_EMPLOYEE_NDA.name]: ['Cal. Lab. Code § 925', 'Cal. Lab. Code § 925', 'Cal. Bus. & Prof. Code § 16600'],
  [CALIFORNIA_LEASE.name]: ['Cal. Civ. Code § 1950.5(c)', 'Cal. Civ. Code § 1950.5(g)(1)'],
  [NEW_YORK_LEASE_OVER_LIMITS.name]: ['N.Y. Gen. Oblig. Law § 7-108(1-a)(a)', 'N.Y. Gen. Oblig. Law § 7-108(1-a)(e)'],
  [TEXAS_LEASE_LATE_REFUND.name]: ['Tex. Prop. Code § 92.103(a)'],
};

/** The statutes the planted problems are measured on: a California employee's protections and lease deposit rules. */
export const OVERRIDING_SOURCES = /Lab\. Code § 925|§§? 16600\b|§ 1950\.5|§ 7-108|§ 92\.103|§ 83\.49/;
