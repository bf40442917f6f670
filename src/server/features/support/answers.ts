import { randomUUID } from 'node:crypto';
import { streamText, type UIMessage, type UIMessageChunk } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import type { HelpArticleLink, SupportAnswerMetadata, SupportAnswerSource } from '../../../shared/api/support';
import type { AssistantSettings } from '../../providers/ai';
import type { AssistantModel } from '../../providers/ai/types';
import { articleUrl } from './help-articles';
import type { HelpCenter } from './help-center';
import { isLegalQuestion } from './legal-question';
import { supportSystemPrompt } from './prompt';
import type { RankedPassage } from './ranking';
import { articlesOf, legalRedirect, offlineReply, type CannedReply } from './replies';

/** Passages the model is given: enough for a question that spans two articles, short enough to stay cheap. */
const MODEL_PASSAGES = 5;
/** Support answers are a few sentences; this caps what a model can be made to write. */
const MAX_OUTPUT_TOKENS = 600;

export interface AskOptions {
  question: string;
  signedIn: boolean;
  /** Aborts when the client disconnects. */
  signal: AbortSignal;
}

type Chunk = UIMessageChunk<SupportAnswerMetadata>;

const finishWith = (source: SupportAnswerSource, articles: HelpArticleLink[]): Chunk => ({
  type: 'finish',
  finishReason: 'stop',
  messageMetadata: { source, articles },
});

/** A reply we wrote ourselves, as the same UI message stream a model's answer is, a word per delta. */
function cannedChunks(reply: CannedReply, source: SupportAnswerSource): Chunk[] {
  const id = randomUUID();
  const words = reply.text.match(/\S+\s*|\s+/g) ?? [];
  return [
    { type: 'start', messageId: randomUUID() },
    { type: 'text-start', id },
    ...words.map((delta): Chunk => ({ type: 'text-delta', id, delta })),
    { type: 'text-end', id },
    finishWith(source, reply.articles),
  ];
}

const streamOf = (chunks: Chunk[]) =>
  new ReadableStream<Chunk>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });

/** The articles the model linked; if it linked none, those it was given (what its answer was drawn from). */
function articlesUsed(text: string, ranked: RankedPassage[]): HelpArticleLink[] {
  const given = articlesOf(ranked, 0);
  const linked = given.filter((article) => text.includes(`](${articleUrl(article.slug)}`));
  return linked.length > 0 ? linked : given;
}

/**
 * The support bot: product help from the help center, free of token charges. Legal questions get a pointer to the
 * product instead of an answer; with a language model the answer is written from the best passages, otherwise (or
 * when the model fails before writing anything) the offline help assistant quotes them.
 */
export function createSupportAnswers(deps: { helpCenter: HelpCenter; assistant: AssistantModel; settings: AssistantSettings; log: FastifyBaseLogger }) {
  const { helpCenter, assistant, settings, log } = deps;

  function modelAnswer(options: AskOptions, ranked: RankedPassage[]): ReadableStream<Chunk> {
    const stop = new AbortController();
    const deadline = AbortSignal.timeout(settings.timeoutMs);
    const chunks = streamText({
      model: assistant.model,
      system: supportSystemPrompt({ passages: ranked, signedIn: options.signedIn }),
      prompt: options.question,
      maxRetries: settings.maxRetries,
      maxOutputTokens: Math.min(settings.maxOutputTokens, MAX_OUTPUT_TOKENS),
      abortSignal: AbortSignal.any([options.signal, stop.signal, deadline]),
      onError: ({ error }) => log.warn({ err: error }, 'support answer: language model call failed'),
    }).toUIMessageStream<UIMessage<SupportAnswerMetadata>>({ sendReasoning: false, onError: () => 'The support assistant was interrupted.' });

    let out!: ReadableStreamDefaultController<Chunk>;
    let open = true;
    const output = new ReadableStream<Chunk>({
      start: (controller) => void (out = controller),
      cancel: () => {
        open = false;
        stop.abort();
      },
    });
    const emit = (chunk: Chunk) => open && out.enqueue(chunk);

    void (async () => {
      let text = '';
      const held: Chunk[] = []; // until the first words arrive, a failure can still become the offline answer
      const fallBack = () => cannedChunks(offlineReply(ranked), 'offline').forEach(emit);
      try {
        for await (const chunk of chunks) {
          const writing = text !== '';
          if (chunk.type === 'text-delta') {
            text += chunk.delta;
            held.splice(0).forEach(emit);
            emit(chunk);
          } else if (chunk.type === 'finish') {
            if (!writing) return fallBack();
            emit(finishWith('model', articlesUsed(text, ranked)));
          } else if (chunk.type === 'error' || chunk.type === 'abort') {
            if (!writing && !options.signal.aborted) return fallBack();
            emit({ type: 'error', errorText: 'The support assistant was interrupted. Please ask again.' });
            return;
          } else if (writing) {
            emit(chunk);
          } else {
            held.push(chunk);
          }
        }
      } catch (error) {
        log.warn({ err: error }, 'support answer failed');
        if (text === '') fallBack();
      } finally {
        if (open) out.close();
        open = false;
      }
    })();
    return output;
  }

  /** Answers one question as a UI message stream whose finish chunk lists the articles used. */
  function ask(options: AskOptions): ReadableStream<Chunk> {
    if (isLegalQuestion(options.question)) return streamOf(cannedChunks(legalRedirect(options.signedIn), 'legal-redirect'));
    if (assistant.offline) return streamOf(cannedChunks(offlineReply(helpCenter.search(options.question, MODEL_PASSAGES)), 'offline'));
    return modelAnswer(options, helpCenter.search(options.question, MODEL_PASSAGES));
  }

  return { ask };
}

export type SupportAnswers = ReturnType<typeof createSupportAnswers>;
