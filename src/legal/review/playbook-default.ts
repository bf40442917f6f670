import type { PlaybookPosition } from './types';

/**
 * The product's playbook until a user saves their own: positions a firm commonly holds when it reviews a contract
 * for its client. They are preferences, not law (findings cite them as "Playbook: ..."); the brackets in the
 * preferred texts are for the lawyer to fill.
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
  },
  {
    id: 'assignment-consent',
    clause: 'assignment',
    position: "Assignment only with the other party's prior written consent, which may not be unreasonably withheld.",
    requireAny: ['unreasonably withheld'],
    forbid: ['freely assign', 'freely assignable', 'sole discretion', 'sole and absolute discretion'],
    preferredText: 'Neither party may assign or transfer this Agreement, in whole or in part, without the prior written ' +
      'consent of the other party, which consent shall not be unreasonably withheld, conditioned or delayed. Any ' +
      'assignment in breach of this section is void.',
    severity: 'warning',
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
  },
  {
    id: 'confidentiality-survives',
    clause: 'confidentiality',
    position: 'Confidentiality obligations survive termination of the Agreement.',
    // "In perpetuity" and "at any time thereafter" outlast termination too (issue #37: they were read as not surviving).
    requireAny: ['survive', 'after termination', 'after the term', 'after the expiration', 'in perpetuity', 'perpetual', 'indefinitely', 'thereafter'],
    forbid: [],
    preferredText: 'The obligations of this section survive the expiration or termination of this Agreement for [three (3)] ' +
      'years, and for trade secrets for as long as they remain trade secrets under applicable law.',
    severity: 'warning',
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
  },
  {
    id: 'governing-law-present',
    clause: 'governing-law',
    position: 'The Agreement states its governing law.',
    requireAny: [],
    forbid: [],
    preferredText: 'This Agreement is governed by the laws of the State of [State], without regard to its conflict-of-laws rules.',
    severity: 'warning',
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
  },
];
