import { extractCitations } from '../../../../legal/citations';

export type DocumentKind = 'motion' | 'complaint' | 'brief' | 'memo' | 'nda' | 'contract';

/** What the offline engine makes of a message; decided by keywords and the citation extractor, nothing else. */
export type Intent =
  | { kind: 'draft'; document: DocumentKind; title: string }
  | { kind: 'verify' }
  | { kind: 'research'; query: string; wantsVerification: boolean }
  | { kind: 'help' };

const DRAFT_VERB = /\b(draft|write|prepare|compose|create|generate|produce|template|skeleton|outline)\b/i;
const VERIFY_WORDS = /\b(verify|check|real|exists?|fake|fabricated|valid|accurate|good law|hallucinat\w*)\b/i;
const HELP = /^\s*(hi|hello|hey|thanks|thank you|help|good (morning|afternoon|evening))\b[\s!.?]*$|\bwhat (can|do) you do\b|\bwho are you\b|\bhow do(es)? (this|you) work\b/i;
const QUESTION = /\?|^\s*(what|which|when|where|who|whom|why|how|does|do|did|is|are|was|were|can|could|may|must|should|whether|under)\b/i;
const LEGAL_WORDS =
  /\b(cases?|law|precedents?|holdings?|held|hold|courts?|doctrines?|standards?|statutes?|authorit(y|ies)|rulings?|opinions?|research|find|search|liab\w*|rights?|amendment|claims?|jurisdiction|constitution\w*|damages|negligen\w*|contract law|tort|immunity|due process|equal protection)\b/i;
/** Question and research words that would only narrow a full-text search ("what cases discuss …"). */
const SEARCH_FILLER =
  /\b(what|which|when|where|who|how|why|does|do|did|is|are|was|were|can|could|should|the|a|an|of|on|in|for|and|to|with|by|this|that|research|find|search|show|list|give|tell|me|please|case law|caselaw|cases?|precedents?|authorit(y|ies)|leading|relevant|discuss(es|ing)?|regarding|concerning|about|any|some|real|verify|check)\b/gi;
/** Words that end a motion's title: 'motion to dismiss for lack of jurisdiction in Texas' → 'Motion to Dismiss'. */
const TITLE_END = new Set(['for', 'in', 'under', 'on', 'because', 'against', 'based', 'that', 'with', 'citing', 'regarding', 'about', 'and']);
const SMALL_WORDS = new Set(['a', 'an', 'the', 'to', 'for', 'of', 'in', 'on', 'and', 'or']);

const titleCase = (words: string[]) =>
  words.map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1))).join(' ');

function motionTitle(text: string): string {
  const match = /\bmotion\s+(to|for)\s+([a-z' -]+)/i.exec(text);
  if (!match) return 'Motion';
  const words: string[] = [];
  for (const word of match[2]!.toLowerCase().split(/\s+/).filter(Boolean)) {
    if (TITLE_END.has(word) || words.length === 4) break;
    words.push(word);
  }
  return words.length ? titleCase(['motion', match[1]!.toLowerCase(), ...words]) : 'Motion';
}

function agreementTitle(text: string): string {
  const match = /\b([a-z-]+)\s+(agreement|contract)\b/i.exec(text);
  const kind = match?.[1]?.toLowerCase();
  return kind && !['a', 'an', 'the', 'my', 'our', 'this', 'simple', 'draft', 'write'].includes(kind)
    ? titleCase([kind, 'agreement'])
    : 'Agreement';
}

/** The document a drafting request asks for, most specific first. */
function documentAsked(text: string): { document: DocumentKind; title: string } | null {
  if (/\b(nda|non-?disclosure|confidentiality agreement)\b/i.test(text)) return { document: 'nda', title: 'Non-Disclosure Agreement' };
  if (/\bdemurr?er\b/i.test(text)) return { document: 'motion', title: 'Demurrer' };
  if (/\bmotion\b/i.test(text)) return { document: 'motion', title: motionTitle(text) };
  if (/\bcomplaint\b/i.test(text)) return { document: 'complaint', title: 'Complaint' };
  if (/\b(memo|memorandum)\b/i.test(text)) return { document: 'memo', title: 'Memorandum' };
  if (/\b(brief|opposition)\b/i.test(text)) return { document: 'brief', title: 'Brief' };
  if (/\b(contract|agreement)\b/i.test(text)) return { document: 'contract', title: agreementTitle(text) };
  return null;
}

/** The words worth searching the corpus for; quoted phrases stay whole (full-text search reads them as phrases). */
export function researchQuery(text: string): string {
  return text
    .split(/("[^"]*")/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(SEARCH_FILLER, ' ').replace(/(^|\s)-+/g, '$1').replace(/[?!]/g, ' ')))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 500);
}

export function detectIntent(text: string): Intent {
  const asked = DRAFT_VERB.test(text) ? documentAsked(text) : null;
  if (asked) return { kind: 'draft', ...asked };

  const citations = extractCitations(text);
  const citesCases = citations.some((c) => c.kind !== 'constitution' && c.kind !== 'statute' && c.kind !== 'state-statute' && c.kind !== 'regulation' && c.kind !== 'rule');
  const wantsVerification = VERIFY_WORDS.test(text);
  if (citesCases || (citations.length > 0 && wantsVerification)) return { kind: 'verify' };

  if (HELP.test(text)) return { kind: 'help' };
  const query = researchQuery(text);
  if (query.length >= 2 && (QUESTION.test(text) || LEGAL_WORDS.test(text) || wantsVerification)) {
    return { kind: 'research', query, wantsVerification };
  }
  return { kind: 'help' };
}
