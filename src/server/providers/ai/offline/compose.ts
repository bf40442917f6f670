import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import type { OfflineEngineDeps } from './deps';
import { requestedPaper } from '../../../../legal/procedure/requested';
import type { Jurisdiction } from '../../../../shared/jurisdictions';
import { detectIntent, type Intent } from './intent';
import { paperSkeleton } from './paper-skeleton';
import { jurisdictionIn, lastUserText } from './prompt';
import { researchAnswer } from './research-answer';
import { draftSkeleton } from './templates';
import { verificationAnswer } from './verification-answer';

/** The first line of every offline answer. */
export const OFFLINE_NOTE =
  '_Offline engine: no language model is connected, so this answer comes from the case-law corpus, the citation checker and templates. To connect a model, set `AI_PROVIDER`, `AI_BASE_URL` and `AI_MODEL` (see the README)._';

const HELP = [
  'Without a language model I can:',
  '',
  '- **Research**: ask a question (“cases on qualified immunity for excessive force”) and I list the best-matching cases in the corpus with a passage from each, and the authorities they cite most.',
  '- **Check citations**: paste citations or a passage of a brief and I report, for each one, whether the corpus verifies it.',
  '- **Draft**: ask for a motion, complaint, brief, memo, NDA or contract and I give you the skeleton with placeholders to fill.',
  '',
  'I do not write analysis or prose; a connected language model does.',
].join('\n');

const DRAFT_CLOSING =
  'This is a skeleton: beyond naming the paper\'s basis, it states no law and cites no authority. Fill every bracket and cite only authority you have verified. A connected language model can write the full draft, and the drafting studio will add jurisdiction rules and assembly.';

/** The paper the request names, resolved for the jurisdiction as the studio resolves it; a generic skeleton otherwise. */
function skeletonFor(question: string, intent: Extract<Intent, { kind: 'draft' }>, jurisdiction: Jurisdiction | null): string {
  const requested = jurisdiction ? requestedPaper(question, jurisdiction) : null;
  return requested ? paperSkeleton(requested, jurisdiction) : draftSkeleton(intent.document, intent.title, jurisdiction);
}

/** The offline engine's answer to the last user message of a prompt, in Markdown. */
export async function composeAnswer(prompt: LanguageModelV3Prompt, deps: OfflineEngineDeps): Promise<string> {
  const question = lastUserText(prompt);
  const jurisdiction = jurisdictionIn(prompt);
  const intent = detectIntent(question);
  let body: string;
  if (intent.kind === 'draft') body = `${skeletonFor(question, intent, jurisdiction)}\n\n---\n\n${DRAFT_CLOSING}`;
  else if (intent.kind === 'verify') body = verificationAnswer(await deps.verify(question));
  else if (intent.kind === 'research') body = await researchAnswer({ ...intent, jurisdiction, deps });
  else body = HELP;
  return `${OFFLINE_NOTE}\n\n${body}`;
}
