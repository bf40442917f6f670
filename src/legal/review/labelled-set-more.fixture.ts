import { agreement, at, variant } from './labelled-agreement.fixture';

/** Agreements 9–20 of the labelled set (written before they were measured), and variants that plant lease problems. */

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
], { governingLaw: 'California', venueCourts: null, term: null, survival: null, amounts: [185000], percentages: [], periodDays: [14] });

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
], { governingLaw: null, venueCourts: null, term: 'until August 31, 2027', survival: null, amounts: [1850, 75], percentages: [], periodDays: [30] });

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
], { governingLaw: 'Delaware', venueCourts: 'state and federal courts located in Wilmington, Delaware', term: 'three (3) years', survival: 'five (5) years', amounts: [], percentages: [1.5], periodDays: [1095, 30, 45, 1825, 360] });

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
], { governingLaw: 'Illinois', venueCourts: 'state courts of Cook County, Illinois', term: null, survival: null, amounts: [120000], percentages: [], periodDays: [365, 730] });

export const FLORIDA_NDA = agreement('One-way NDA under Florida law', 'Confidentiality Agreement', [
  { heading: 'CONFIDENTIALITY AGREEMENT' },
  at('parties', 'This Confidentiality Agreement is made by and between Sunshine Ventures LLC ("Discloser") and Keys Capital Partners LP ("Recipient").'),
  at('confidentiality', 'Recipient shall hold the Confidential Information in strict confidence and shall not disclose it to any third party.'),
  at('term', 'This Agreement shall continue for one (1) year from the date of signing.'),
  'Recipient\'s duties under this Agreement survive its expiration indefinitely for trade secrets.',
  at('governing-law', 'This Agreement shall be construed under Florida law.'),
  at('venue', 'Venue shall lie exclusively in the courts of Palm Beach County, Florida.'),
], { governingLaw: 'Florida', venueCourts: 'courts of Palm Beach County, Florida', term: 'one (1) year', survival: null, amounts: [], percentages: [], periodDays: [365] });

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
], { governingLaw: null, venueCourts: null, term: 'one (1) year', survival: null, amounts: [4100, 50], percentages: [], periodDays: [365, 5, 14] });

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
], { governingLaw: 'California', venueCourts: 'state courts of Los Angeles County, California', term: 'one (1) year', survival: 'three (3) years', amounts: [95], percentages: [], periodDays: [365, 1095] });

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
], { governingLaw: 'Texas', venueCourts: null, term: null, survival: null, amounts: [850000], percentages: [20], periodDays: [1095] });

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
], { governingLaw: 'Florida', venueCourts: 'state courts of Hillsborough County, Florida', term: 'two (2) years', survival: null, amounts: [210000], percentages: [10], periodDays: [730, 730] });

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
], { governingLaw: 'Illinois', venueCourts: 'state and federal courts located in Cook County, Illinois', term: 'one (1) year', survival: 'two (2) years', amounts: [], percentages: [], periodDays: [730, 365] });

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
], { governingLaw: 'New York', venueCourts: null, term: 'nine (9) months', survival: 'two (2) years', amounts: [60000], percentages: [], periodDays: [270, 15, 730] });

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
], { governingLaw: 'California', venueCourts: null, term: 'ten (10) years', survival: null, amounts: [9500, 1000000, 19000], percentages: [6], periodDays: [3650] });

export const NEW_YORK_LEASE_OVER_LIMITS = variant(NEW_YORK_LEASE, 'New York lease, two months\' deposit returned in 30 days', [
  ['Tenant shall deposit $4,100 as security', 'Tenant shall deposit $8,200 as security'],
  ['within fourteen (14) days', 'within thirty (30) days'],
], { amounts: [4100, 50, 8200], periodDays: [365, 5, 30] });

export const TEXAS_LEASE_LATE_REFUND = variant(TEXAS_LEASE, 'Texas lease refunding the deposit in 45 days', [
  ['within thirty (30) days', 'within forty-five (45) days'],
], { periodDays: [45] });
