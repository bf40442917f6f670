import { TOKENS } from '../../../shared/constants';
import type { HelpArticleLink } from '../../../shared/api/support';
import { articleUrl } from './help-articles';
import { linkTo } from './help-center';
import type { RankedPassage } from './ranking';

/** A reply the bot writes itself (no model): its Markdown and the articles it used. */
export interface CannedReply {
  text: string;
  articles: HelpArticleLink[];
}

/** Quoted passages longer than this are cut at a sentence, so the reply stays short. */
const QUOTE_CHARS = 600;
/** Other articles are listed only when they rank close to the best one. */
const LISTED_SHARE = 0.4;
const MAX_ARTICLES = 3;

const CONTACT = 'Please [contact our support team](/support): a person will answer by email.';

export const NOT_COVERED = `The help center doesn't cover that yet. ${CONTACT}`;

const OFFLINE_LABEL = "_Offline help assistant: no language model is connected, so here is what the help center says._";

/** Cuts a passage at the last sentence or line end before QUOTE_CHARS. */
function shortened(text: string): string {
  if (text.length <= QUOTE_CHARS) return text;
  const cut = text.slice(0, QUOTE_CHARS);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('\n'));
  return `${(end > QUOTE_CHARS / 2 ? cut.slice(0, end + 1) : cut).trimEnd()} …`;
}

const quoted = (text: string) =>
  shortened(text)
    .split('\n')
    .map((line) => (line.trim() ? `> ${line}` : '>'))
    .join('\n');

/** The distinct articles among ranked passages that score at least `share` of the best, best first. */
export function articlesOf(ranked: RankedPassage[], share = LISTED_SHARE): HelpArticleLink[] {
  const best = ranked[0]?.score ?? 0;
  const seen = new Map<string, HelpArticleLink>();
  for (const { passage, score } of ranked) {
    if (score < best * share || seen.size >= MAX_ARTICLES) continue;
    if (!seen.has(passage.article.slug)) seen.set(passage.article.slug, linkTo(passage.article));
  }
  return [...seen.values()];
}

/**
 * The offline help assistant's answer: the best article's summary and the passage that matched, quoted; the other
 * close articles are listed (as structured data) without being quoted. When nothing matches, it says so.
 */
export function offlineReply(ranked: RankedPassage[]): CannedReply {
  const [best] = ranked;
  if (!best) return { text: `${OFFLINE_LABEL}\n\n${NOT_COVERED}`, articles: [] };
  const { title, slug, description } = best.passage.article;
  // The article's one-line summary comes first, so a quote from a side section still carries the article's gist.
  const lead = `**[${title}](${articleUrl(slug)})**${description ? ` ${description}` : ''}`;
  const section = best.passage.heading ? `From "${best.passage.heading}":\n\n` : '';
  return {
    text: [OFFLINE_LABEL, lead, `${section}${quoted(best.passage.text)}`, `If this doesn't answer your question, ${CONTACT.charAt(0).toLowerCase()}${CONTACT.slice(1)}`].join('\n\n'),
    articles: articlesOf(ranked),
  };
}

/** The bot does not answer legal questions: visitors are pointed to an account, signed-in users to the assistant. */
export function legalRedirect(signedIn: boolean): CannedReply {
  const scope = "I'm the support assistant for using VolnaDraft, so I can't answer legal questions.";
  const assistant = "VolnaDraft's research assistant answers questions about case law and checks the citations in its answers";
  const text = signedIn
    ? `${scope} Ask this in [the assistant](/chat): ${assistant.charAt(0).toLowerCase()}${assistant.slice(1)}.`
    : `${scope} ${assistant}: [create an account](/signup) (it starts with ${TOKENS.newUserTrialTokens.toLocaleString('en-US')} free trial tokens), then ask it in [the assistant](/chat).`;
  return { text, articles: [] };
}
