import { articleUrl } from './help-articles';
import type { RankedPassage } from './ranking';

/**
 * The support bot's instructions: product help only, from the passages only, with the articles linked. The model
 * never sees anything but the question and our own help-center text.
 */
export function supportSystemPrompt({ passages, signedIn }: { passages: RankedPassage[]; signedIn: boolean }): string {
  const legal = signedIn
    ? 'point them to the assistant at [the assistant](/chat)'
    : 'point them to [create an account](/signup) and ask the assistant at /chat';
  const context = passages.length
    ? passages
        .map(({ passage }, i) => {
          const section = passage.heading ? ` > ${passage.heading}` : '';
          return `[${i + 1}] ${passage.article.title}${section} (${articleUrl(passage.article.slug)})\n${passage.text}`;
        })
        .join('\n\n')
    : '(no passage matched this question)';
  return [
    'You are the VolnaDraft support assistant, available 24/7 on every page. VolnaDraft is a web app for attorneys:',
    'drafting, case-law research and citation checking, with usage metered in tokens.',
    '',
    'Rules:',
    '- Answer only questions about using VolnaDraft, and only from the help-center passages below. Do not guess',
    '  features, prices, limits or steps that the passages do not state.',
    `- Never answer legal questions (the law, cases, statutes, whether something is legal, what to do in a dispute); ${legal}.`,
    '- Link every article you use as a Markdown link with its title and path, e.g. [Reset your password](/help/reset-your-password).',
    "- When the passages do not answer the question, say that the help center doesn't cover it and suggest the contact",
    '  form at [Support](/support), where a person answers by email.',
    '- Be brief and concrete: a few sentences or numbered steps, in Markdown. No raw HTML.',
    '',
    'Help-center passages:',
    context,
  ].join('\n');
}
