import { resolvePaper, type Resolution } from './resolve';

/**
 * The goals a drafting request can name, most specific first: the name of a court's own paper ('demurrer', 'Rule 91a
 * motion', 'CPLR 3211 motion') names the goal it achieves, so it resolves to that jurisdiction's paper like the studio's
 * choice of goal does. "A demurrer to a breach of oral contract claim" is a pleading-stage dismissal, not a contract
 * and not a complaint.
 */
const GOALS: readonly (readonly [RegExp, string])[] = [
  [/\bdemurr?er\b|\bmotions?\s+to\s+dismiss\b|\b12\s*\(b\)\s*\(6\)|\b3211\b|\b91a\b|\bbaseless\s+causes?\s+of\s+action\b/i, 'motion-to-dismiss'],
  [/\bsummary\s+judgm?ent\b|\brule\s+56\b|\b166a\b|\b1\.510\b/i, 'motion-for-summary-judgment'],
  [/\bmotions?\s+to\s+compel\b/i, 'motion-to-compel'],
  [/\bpoints\s+and\s+authorities\b/i, 'points-and-authorities'],
  [/\ban\s+answer\b|\banswer\s+to\s+(?:the|a|this)\s+complaint\b/i, 'answer'],
  [/\bcomplaint\b/i, 'complaint'],
  [/\b(?:research\s+)?memo(?:randum)?\b/i, 'research-memo'],
  [/\bnda\b|\bnon-?disclosure\b|\bconfidentiality\s+agreement\b/i, 'mutual-nda'],
  [/\bsale\s+of\s+(?:a\s+|the\s+)?business\b.*\bnon-?compet/i, 'sale-of-business-noncompete'],
  [/\bnon-?compet(?:e|ition)\b/i, 'employee-noncompete'],
  [/\bcommercial\s+lease\b/i, 'commercial-lease'],
  [/\b(?:residential\s+|apartment\s+)?lease\b/i, 'residential-lease'],
  [/\basset\s+purchase\b/i, 'asset-purchase-agreement'],
  [/\bemployment\s+(?:agreement|contract)\b/i, 'employment-agreement'],
  [/\b(?:independent\s+)?contractor\s+agreement\b/i, 'contractor-agreement'],
];

/** A ground the jurisdiction raises by another paper, which VolnaDraft names but does not draft. */
export type GroundElsewhere = { label: string; paper: string; citation: string };

/**
 * `elsewhere`: the request names a ground the resolved paper does not carry there ('a motion to dismiss for lack of
 * personal jurisdiction' in California is a motion to quash, not a demurrer).
 */
export type RequestedPaper = { typeId: string; resolution: Resolution; elsewhere: GroundElsewhere | null };

/** The phrases of a ground's label a request may use: 'Lack of personal jurisdiction or insufficient service of summons'. */
const phrasesOf = (label: string) =>
  label.toLowerCase().replace(/\([^)]*\)/g, ' ').split(/\s+or\s+|,/).map((phrase) => phrase.trim()).filter((phrase) => phrase.length > 0);

function groundElsewhere(request: string, resolution: Resolution): GroundElsewhere | null {
  if (resolution.kind !== 'paper') return null;
  const asked = request.toLowerCase().replace(/\s+/g, ' ');
  return resolution.paper.grounds?.elsewhere.find((ground) => phrasesOf(ground.label).some((phrase) => asked.includes(phrase))) ?? null;
}

/**
 * The goal a drafting request names and what the jurisdiction resolves it to (its own paper, a refusal, or the general
 * type), by the same `resolvePaper` the studio and the API use; null when the request names no goal in the catalogue.
 */
export function requestedPaper(request: string, jurisdiction: string): RequestedPaper | null {
  const typeId = GOALS.find(([pattern]) => pattern.test(request))?.[1];
  const resolution = typeId ? resolvePaper(typeId, jurisdiction) : null;
  return typeId && resolution ? { typeId, resolution, elsewhere: groundElsewhere(request, resolution) } : null;
}
