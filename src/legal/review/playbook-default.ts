import type { PlaybookPosition } from './types';

/**
 * The product's playbook until a user saves their own: positions a firm commonly holds when it reviews a contract
 * for its client. They are preferences, not law (findings cite them as "Playbook: ..."); the brackets in the
 * preferred texts are for the lawyer to fill. A position held for one side (`sides`) is the other side's concession, so
 * it is applied only when the lawyer says they act for that side. A preferred text that is a whole clause replaces the
 * clause; one that adds a term (a survival period, payment on termination, an exclusion) goes after the clause's own
 * words, which keep the covenant: replacing a confidentiality clause with its survival sentence would drop the duty.
 */
export const DEFAULT_PLAYBOOK: readonly PlaybookPosition[] = [
  {
    id: 'liability-cap-mutual',
    clause: 'limitation-of-liability',
    position: 'Limitations of liability must be mutual.',
    requireAny: ['neither party', 'either party', 'each party'],
    forbid: [],
    preferredText: "Except for a party's indemnity obligations, breach of confidentiality, or gross negligence or wilful " +
      "misconduct, neither party's aggregate liability arising out of or relating to this Agreement shall exceed the " +
      'total fees paid or payable under this Agreement in the twelve (12) months before the event giving rise to the claim.',
    severity: 'warning',
    sides: [],
    placement: 'replace',
  },
  {
    id: 'liability-cap-floor',
    clause: 'limitation-of-liability',
    position: 'A liability cap must not be below the fees paid under the Agreement.',
    requireAny: ['fees paid', 'amounts paid', 'fees payable', 'amounts payable', 'paid or payable'],
    forbid: [],
    preferredText: "Neither party's aggregate liability arising out of or relating to this Agreement shall exceed the " +
      'total fees paid or payable under this Agreement in the twelve (12) months before the event giving rise to the claim.',
    severity: 'warning',
    sides: ['customer'],
    placement: 'replace',
  },
  {
    id: 'consequential-damages-excluded',
    clause: 'limitation-of-liability',
    position: 'Neither party is liable for indirect, consequential or lost-profit damages.',
    requireAny: ['consequential'],
    forbid: [],
    preferredText: 'In no event shall either party be liable for any indirect, incidental, special, consequential or ' +
      'punitive damages, or for lost profits or revenues, arising out of or relating to this Agreement, even if advised ' +
      'of their possibility.',
    severity: 'warning',
    sides: ['provider'],
    placement: 'add',
  },
  {
    id: 'indemnity-mutual',
    clause: 'indemnity',
    position: 'Indemnities must be mutual.',
    requireAny: ['each party', 'either party', 'mutual', 'each of the parties'],
    forbid: [],
    preferredText: 'Each party shall defend, indemnify and hold harmless the other party and its officers, directors and ' +
      'employees from and against any third-party claim, and the resulting losses, damages and reasonable attorneys\' ' +
      "fees, to the extent arising from the indemnifying party's breach of this Agreement, negligence or wilful misconduct.",
    severity: 'warning',
    sides: [],
    placement: 'replace',
  },
  {
    id: 'ip-infringement-indemnity',
    clause: 'indemnity',
    position: 'The provider defends the customer against claims that its work infringes a third party\'s intellectual property.',
    requireAny: ['infringe', 'infringes', 'infringement', 'intellectual property'],
    forbid: [],
    preferredText: 'Provider shall defend, indemnify and hold harmless Customer from and against any third-party claim that ' +
      'the services or deliverables infringe or misappropriate that third party\'s patent, copyright, trademark or trade ' +
      "secret, and the resulting losses, damages and reasonable attorneys' fees.",
    severity: 'warning',
    sides: ['customer'],
    placement: 'add',
  },
  {
    id: 'assignment-consent',
    clause: 'assignment',
    position: "Assignment only with the other party's prior written consent, which may not be unreasonably withheld.",
    requireAny: ['consent'],
    forbid: ['freely assign', 'freely assignable', 'sole discretion', 'sole and absolute discretion'],
    preferredText: 'Neither party may assign or transfer this Agreement, in whole or in part, without the prior written ' +
      'consent of the other party, which consent shall not be unreasonably withheld, conditioned or delayed. Any ' +
      'assignment in breach of this section is void.',
    severity: 'warning',
    sides: [],
    placement: 'replace',
  },
  {
    // A clause that already asks for consent keeps its own terms (an exception for a merger, an affiliate) and gains the
    // standard: replacing it with the clause above would strike them.
    id: 'assignment-consent-reasonable',
    clause: 'assignment',
    position: 'Consent to an assignment may not be unreasonably withheld, conditioned or delayed.',
    requireAny: ['unreasonably withheld'],
    forbid: [],
    preferredText: 'Consent to an assignment shall not be unreasonably withheld, conditioned or delayed.',
    severity: 'warning',
    sides: [],
    placement: 'add',
  },
  {
    id: 'change-of-control-is-assignment',
    clause: 'change-of-control',
    position: 'A change of control of a party is treated as an assignment.',
    requireAny: ['deemed an assignment', 'deemed to be an assignment', 'treated as an assignment', 'constitute an assignment', 'constitutes an assignment'],
    forbid: [],
    preferredText: 'A change of control of a party (a merger or consolidation, a sale of all or substantially all of its ' +
      'assets, or a transfer of more than fifty percent (50%) of its voting securities) is deemed an assignment of this ' +
      'Agreement and requires the consent of the other party under the assignment section.',
    severity: 'info',
    sides: [],
    placement: 'replace',
  },
  {
    id: 'confidentiality-survives',
    clause: 'confidentiality',
    position: 'Confidentiality obligations survive termination of the Agreement, and trade secrets stay protected while they are trade secrets.',
    // "In perpetuity" and "at any time thereafter" outlast termination too (issue #37: they were read as not surviving).
    requireAny: ['survive', 'after termination', 'after the term', 'after the expiration', 'in perpetuity', 'perpetual', 'indefinitely', 'thereafter'],
    forbid: [],
    preferredText: 'The obligations of this section survive the expiration or termination of this Agreement for [five (5)] ' +
      'years, and for trade secrets for as long as they remain trade secrets under applicable law.',
    severity: 'warning',
    sides: ['disclosing'],
    placement: 'add',
  },
  {
    // The receiving party's view of the same clause (issue #37: "indefinitely" was cut to three years whoever the client was).
    id: 'confidentiality-ends',
    clause: 'confidentiality',
    position: 'Confidentiality obligations end a stated number of years after termination, except for trade secrets.',
    requireAny: [],
    forbid: ['in perpetuity', 'perpetual', 'perpetually', 'indefinitely', 'indefinite', 'at any time thereafter'],
    preferredText: 'The obligations of this section survive the expiration or termination of this Agreement for [three (3)] ' +
      'years, except that obligations concerning trade secrets continue for as long as the information remains a trade ' +
      'secret under applicable law.',
    severity: 'warning',
    sides: ['receiving'],
    placement: 'add',
  },
  {
    id: 'termination-for-convenience',
    clause: 'termination',
    position: 'The customer may end the Agreement for convenience on notice.',
    requireAny: ['convenience', 'for any reason', 'without cause'],
    forbid: [],
    preferredText: 'Customer may terminate this Agreement for convenience on [thirty (30)] days\' written notice to ' +
      'Provider, and shall pay for the services performed up to the effective date of termination.',
    severity: 'info',
    sides: ['customer'],
    placement: 'add',
  },
  {
    id: 'termination-paid-to-date',
    clause: 'termination',
    position: 'On any termination the provider is paid for the work performed up to the termination date.',
    requireAny: ['performed', 'accrued', 'earned', 'rendered'],
    forbid: [],
    preferredText: 'On any expiration or termination of this Agreement, Customer shall pay Provider for all services ' +
      'performed and expenses incurred up to the effective date of termination.',
    severity: 'warning',
    sides: ['provider'],
    placement: 'add',
  },
  {
    id: 'deposit-itemized-return',
    clause: 'security-deposit',
    position: 'The deposit comes back with an itemized statement of any deductions.',
    requireAny: ['itemized', 'itemised'],
    forbid: [],
    preferredText: 'Landlord shall return the security deposit, less lawful deductions, together with an itemized statement ' +
      'of those deductions, within the period the law of the state where the Premises are located requires.',
    severity: 'warning',
    sides: ['tenant'],
    placement: 'add',
  },
  {
    id: 'deposit-covers-damage',
    clause: 'security-deposit',
    position: 'The deposit may be applied to unpaid rent and to damage beyond ordinary wear and tear.',
    requireAny: ['wear and tear'],
    forbid: [],
    preferredText: 'Landlord may apply the security deposit to unpaid rent and to the cost of repairing damage to the ' +
      'Premises beyond ordinary wear and tear, to the extent the law of the state where the Premises are located allows.',
    severity: 'info',
    sides: ['landlord'],
    placement: 'add',
  },
  {
    id: 'notices-in-writing',
    clause: 'notices',
    position: 'Notices are given in writing to the addresses stated in the Agreement.',
    requireAny: ['in writing', 'written notice'],
    forbid: [],
    preferredText: 'All notices under this Agreement shall be in writing and delivered by hand, by nationally recognised ' +
      'overnight courier, or by certified mail, return receipt requested, to the addresses stated [below the ' +
      'signatures], or to another address a party designates by notice. A notice is effective on receipt.',
    severity: 'info',
    sides: [],
    placement: 'replace',
  },
  {
    id: 'notices-addresses',
    clause: 'notices',
    position: 'The Agreement states the addresses notices go to.',
    requireAny: ['address', 'addresses'],
    forbid: [],
    preferredText: 'Notices shall be sent to the parties at the following addresses: [Party A: address]; [Party B: ' +
      'address], or to another address a party designates by notice.',
    severity: 'info',
    sides: [],
    placement: 'add',
  },
  {
    id: 'governing-law-present',
    clause: 'governing-law',
    position: 'The Agreement states its governing law.',
    requireAny: [],
    forbid: [],
    preferredText: 'This Agreement is governed by the laws of the State of [State], without regard to its conflict-of-laws rules.',
    severity: 'warning',
    sides: [],
    placement: 'replace',
  },
  {
    id: 'venue-present',
    clause: 'venue',
    position: 'The Agreement states where disputes are heard.',
    requireAny: [],
    forbid: [],
    preferredText: 'Each party submits to the exclusive jurisdiction of the state and federal courts located in [County], ' +
      '[State], for any action arising out of or relating to this Agreement.',
    severity: 'warning',
    sides: [],
    placement: 'replace',
  },
];
