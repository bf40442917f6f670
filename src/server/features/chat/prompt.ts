import type { ModelMessage } from 'ai';
import { countTokens } from '../tokens/tokenizer';
import type { RequestedPaper } from '../../../legal/procedure/requested';
import type { ChatMode } from '../../../shared/api/chat';
import { jurisdictionLabel, type Jurisdiction } from '../../../shared/jurisdictions';

/** Corpus passages put into the system prompt for each question. */
export const RETRIEVED_PASSAGES = 5;
/** Earlier messages sent with a question, newest first, until this many tokens; older ones are left out. */
const HISTORY_TOKEN_BUDGET = 6_000;
/** Words of a question used to find passages; enough to rank on, bounded so the query stays cheap. */
const RETRIEVAL_WORDS = 16;
/**
 * Words that rank nothing: function words (the full-text search drops them anyway, but they would use up the word
 * budget of a long question) and words in nearly every opinion, which would rank case captions above real passages.
 */
const UNRANKED = new Set(
  ('the and for with that this these those did does about from are was were have has had can could would should not you your ' +
    'how when which who whom what whether under into than then there their they them its our any all also ' +
    'court courts supreme case cases law laws held hold holds holding decision opinion rule ruled please tell explain').split(' '),
);

export interface Passage {
  name: string;
  citation: string | null;
  year: number | null;
  court: string | null;
  text: string;
}

const MODE_GUIDANCE: Record<ChatMode, string> = {
  draft:
    'Draft: write the document or clause asked for in full, ready to edit, following this jurisdiction\'s formatting and content rules; put facts you do not have in [brackets].',
  research:
    'Research: state the governing rule, the leading authorities and how courts apply them; note splits, open questions and how recent the authority is.',
  review:
    'Review: examine the text the attorney gives you; flag legal and drafting problems, doubtful or unsupported citations and missing points, and propose fixes.',
};

const passageLine = (p: Passage, index: number) => {
  const cite = [p.citation, [p.court, p.year].filter(Boolean).join(' ')].filter(Boolean).join(' ');
  return `[${index + 1}] ${p.name}${cite ? `, ${cite}` : ''}: "${p.text.replace(/\s+/g, ' ').trim()}"`;
};

/**
 * What a draft request resolves to, as the studio and the API resolve it: the jurisdiction's own paper (its name,
 * designation, basis and sections), the general type, or a refusal with its reason.
 */
function paperGuidance(requested: RequestedPaper, where: string): string {
  const { resolution } = requested;
  if (resolution.kind === 'refused') {
    const { explanation, citation, alternatives } = resolution.refusal;
    return `- ${where} has no correct paper for this request: ${explanation} (${citation}). Say so and do not draft it${alternatives.length > 0 ? `; offer instead: ${alternatives.join('; ')}` : ''}.`;
  }
  const { type } = resolution;
  const sections = type.sections.map((section) => section.heading).join('; ');
  if (resolution.kind === 'general') return `- The document asked for is a ${type.label}, with these sections: ${sections}.`;
  const { paper } = resolution;
  if (requested.elsewhere) {
    const { label, paper: other, citation } = requested.elsewhere;
    return `- In ${where}, ${label.toLowerCase()} is raised by a ${other} (${citation}), not by the ${paper.name}: say so, and draft the ${other} only if asked to.`;
  }
  return `- The paper asked for is, in ${where}, the ${paper.name} ("${paper.designation}"), under ${paper.basis.map((entry) => entry.citation).join('; ')}. Draft that paper, with these sections: ${sections}; never another jurisdiction's or another goal's paper.`;
}

/**
 * The system prompt for legal work. The jurisdiction is named first (the offline engine reads the first one named).
 * Retrieved passages carry their citations so the model can cite what it was actually shown. In draft mode, the paper
 * the request names is resolved for the jurisdiction (`requested`) and stated, so the model drafts the right one.
 */
export function systemPrompt({ jurisdiction, mode, passages, requested = null }: {
  jurisdiction: Jurisdiction;
  mode: ChatMode;
  passages: Passage[];
  requested?: RequestedPaper | null;
}): string {
  return [
    `Jurisdiction: ${jurisdictionLabel(jurisdiction)} (${jurisdiction}). Mode: ${mode}.`,
    '',
    'You are VolnaDraft, an assistant for licensed attorneys drafting documents and researching law. The attorney is responsible for the work; be precise and say what you do not know.',
    `- Apply the law of ${jurisdictionLabel(jurisdiction)}; say so when a point turns on another jurisdiction's law or on federal law.`,
    `- ${MODE_GUIDANCE[mode]}`,
    ...(requested ? [paperGuidance(requested, jurisdictionLabel(jurisdiction))] : []),
    '- Cite authority in Bluebook form, e.g. Roe v. Wade, 410 U.S. 113, 153 (1973), with a pin cite for any specific proposition.',
    '- Never invent cases, quotations, statutes or rules. Cite only authority shown below, returned by a tool, or that you are certain exists; when unsure, say so and say what needs checking.',
    '- Quote only words that appear in the passages or tool results, exactly.',
    '- Tools: search_case_law finds cases in the corpus, get_case reads one, verify_citations checks citations before you rely on them.',
    '- Every citation in your answer is checked against the case-law corpus and its status is shown to the attorney.',
    '- Write in Markdown.',
    '',
    passages.length > 0
      ? `Passages from the case-law corpus that match the question, best first:\n${passages.map(passageLine).join('\n')}`
      : 'The case-law corpus returned no passages for this question.',
  ].join('\n');
}

/**
 * A full-text query for passages: the question's distinctive words joined with OR, so that passages matching more
 * of them rank higher instead of a long question matching nothing (every word of a plain query must occur).
 */
export function retrievalQuery(question: string): string | null {
  const words = [...new Set(question.toLowerCase().match(/[a-z0-9][a-z0-9'.-]*[a-z0-9]/g) ?? [])]
    .filter((word) => word.length > 2 && word !== 'or' && !UNRANKED.has(word))
    .slice(0, RETRIEVAL_WORDS);
  return words.length > 0 ? words.join(' or ') : null;
}

export { countTokens };

/**
 * The conversation sent to the model: the most recent earlier messages that fit the history budget, then the
 * question. Stopped answers that produced nothing are left out (an empty turn is invalid for some providers).
 */
export function conversation(history: Array<{ role: 'user' | 'assistant'; content: string }>, question: string): ModelMessage[] {
  const kept: ModelMessage[] = [];
  let budget = HISTORY_TOKEN_BUDGET;
  for (const message of [...history].reverse()) {
    if (message.content.trim() === '') continue;
    budget -= countTokens(message.content);
    if (budget < 0) break;
    kept.unshift({ role: message.role, content: message.content });
  }
  // A conversation starts with the user; a cut that leaves an answer first drops it.
  while (kept[0]?.role === 'assistant') kept.shift();
  return [...kept, { role: 'user', content: question }];
}

/** The prompt as one text, for the token estimate and for charging a stopped answer the provider never reported. */
export const promptText = (system: string, messages: ModelMessage[]) =>
  [system, ...messages.map((m) => (typeof m.content === 'string' ? m.content : ''))].join('\n\n');
