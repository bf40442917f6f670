import { randomUUID } from 'node:crypto';
import { stepCountIs, streamText, type LanguageModelUsage, type UIMessageChunk } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import { requestedPaper } from '../../../legal/procedure/requested';
import type { AssistantMetadata, ChatMode } from '../../../shared/api/chat';
import type { Jurisdiction } from '../../../shared/jurisdictions';
import type { KeyScope, UserCipher } from '../../crypto/user-keys';
import { AppError } from '../../http/errors';
import type { AssistantSettings } from '../../providers/ai';
import type { AssistantModel } from '../../providers/ai/types';
import type { TokenLedger } from '../tokens/ledger';
import { estimateTokens } from '../tokens/metering';
import { relayAnswer } from './answer-stream';
import { conversation, countTokens, promptText, RETRIEVED_PASSAGES, retrievalQuery, systemPrompt, type Passage } from './prompt';
import { internalFailure, providerFailure, timeoutFailure } from './provider-errors';
import type { ChatRepository } from './repository';
import type { ChatSessions } from './sessions';
import { corpusTools, snippetText, type CorpusTools } from './tools';

/** Model calls per answer: a tool call and its result take a step, so this allows up to three tool rounds. */
const MAX_STEPS = 4;
const TITLE_CHARS = 80;

export interface SendOptions {
  userId: string;
  sessionId: string;
  content: string;
  jurisdiction?: Jurisdiction;
  mode?: ChatMode;
  regenerate: boolean;
  /** Aborts when the client disconnects. */
  signal: AbortSignal;
}

/** A session's title from its first question: one line, cut at a word near TITLE_CHARS. */
function titleFrom(question: string): string {
  const line = question.replace(/\s+/g, ' ').trim();
  if (line.length <= TITLE_CHARS) return line;
  const cut = line.slice(0, TITLE_CHARS);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : TITLE_CHARS).trimEnd()}…`;
}

/** Adds the steps' reported usage; null when the provider reported none. */
function reportedUsage(steps: LanguageModelUsage[]) {
  if (steps.length === 0 || steps.some((s) => s.totalTokens === undefined)) return null;
  const sum = (pick: (u: LanguageModelUsage) => number | undefined) => steps.reduce((n, s) => n + (pick(s) ?? 0), 0);
  return { inputTokens: sum((s) => s.inputTokens), outputTokens: sum((s) => s.outputTokens), totalTokens: sum((s) => s.totalTokens) };
}

/**
 * Answers a question in a conversation: retrieval, prompt, metering (reserve before anything is sent, settle to the
 * reported usage), the model call with tools, citation checks on the answer, and storage of the exchange, encrypted.
 */
export function createChatAnswers(deps: {
  repository: ChatRepository;
  sessions: ChatSessions;
  cipher: UserCipher;
  ledger: TokenLedger;
  assistant: AssistantModel;
  corpus: CorpusTools;
  settings: AssistantSettings;
  log: FastifyBaseLogger;
}) {
  const { repository, sessions, cipher, ledger, assistant, corpus, settings, log } = deps;
  const tools = corpusTools(corpus);

  async function retrieve(question: string): Promise<Passage[]> {
    const q = retrievalQuery(question);
    if (!q) return [];
    // Cases known only by citation (the U.S. Reports index) match by name but have no passage to show: skipped.
    const { results } = await corpus.research.search({ q, cursor: 0, limit: RETRIEVED_PASSAGES * 2 });
    return results
      .map((r) => ({ name: r.name, citation: r.citation, year: r.year, court: r.court, text: snippetText(r.snippet) }))
      .filter((passage) => passage.text.trim() !== '')
      .slice(0, RETRIEVED_PASSAGES);
  }

  async function send(options: SendOptions): Promise<ReadableStream<UIMessageChunk>> {
    const { userId, sessionId, content, regenerate } = options;
    // In a matter, only the member who started the conversation continues it (answers are written and charged as theirs).
    const session = await sessions.writable(userId, sessionId);
    const rows = await repository.messagesOf(userId, sessionId);
    const asked = rows.findLastIndex((row) => row.role === 'user');
    if (regenerate && asked < 0) throw new AppError('failed-precondition', 'There is no answer to regenerate in this conversation yet.');
    const earlier = regenerate ? rows.slice(0, asked) : rows;
    const history = await Promise.all(earlier.map(async (row) => ({ role: row.role, content: await cipher.decrypt(session, row.contentEncrypted) })));

    const jurisdiction = options.jurisdiction ?? (session.jurisdiction as Jurisdiction);
    const mode = options.mode ?? session.mode;
    const requested = mode === 'draft' ? requestedPaper(content, jurisdiction) : null;
    const system = systemPrompt({ jurisdiction, mode, passages: await retrieve(content), requested });
    const messages = conversation(history, content);
    const prompt = promptText(system, messages);
    // Reserved before the model hears anything: too few tokens is the spec's 403, and nothing is sent. The offline
    // engine calls no model, so like the drafting studio's offline path it reserves and charges nothing.
    const reservation = assistant.offline
      ? null
      : await ledger.reserve({
          userId,
          amount: estimateTokens({ prompt, maxOutputTokens: settings.maxOutputTokens }),
          reference: `chat:${sessionId}`,
          matterId: session.matterId,
        });
    const release = async () => {
      if (reservation) await ledger.release(reservation.reservationId);
    };

    if (options.signal.aborted) {
      // The client left while the prompt was being prepared: the model is never called.
      await release();
      throw new AppError('cancelled', 'The request was cancelled.');
    }
    const stop = new AbortController(); // the client stopped reading the stream
    const deadline = AbortSignal.timeout(settings.timeoutMs);
    const steps: LanguageModelUsage[] = [];
    let lastError: unknown;
    let charged: number | null = null;
    const answerId = randomUUID();
    const startedAt = new Date();

    let chunks: AsyncIterable<UIMessageChunk>;
    try {
      chunks = streamText({
        model: assistant.model,
        system,
        messages,
        tools,
        stopWhen: stepCountIs(MAX_STEPS),
        maxRetries: settings.maxRetries,
        maxOutputTokens: settings.maxOutputTokens,
        abortSignal: AbortSignal.any([options.signal, stop.signal, deadline]),
        onStepFinish: (step) => void steps.push(step.usage),
        onError: ({ error }) => log.warn({ err: error, sessionId }, 'language model call failed'),
      }).toUIMessageStream({
        generateMessageId: () => answerId,
        sendReasoning: false,
        onError: (error) => {
          lastError = error;
          return providerFailure(error).message;
        },
      });
    } catch (error) {
      await release(); // settings the SDK refuses outright
      throw error;
    }

    async function settle(usage: { totalTokens: number }) {
      if (!reservation) {
        charged = 0;
        return;
      }
      charged = (await ledger.settle(reservation.reservationId, usage.totalTokens))?.charged ?? 0;
    }

    async function store(text: string, metadata: AssistantMetadata) {
      const { citations, ...plain } = metadata;
      let scope: KeyScope = session;
      // The conversation may move into a matter while the answer is written (issue #39): then it is sealed again with
      // the matter's key. A conversation moves once, so a second pass is the last.
      for (let pass = 0; pass < 2; pass++) {
        const saved = await repository.saveExchange({
          userId,
          sessionId,
          sealedFor: scope.matterId,
          question: { id: randomUUID(), role: 'user', contentEncrypted: await cipher.encrypt(scope, content), createdAt: startedAt },
          replaces: regenerate ? rows[asked]!.id : null,
          answer: {
            id: answerId,
            role: 'assistant',
            contentEncrypted: await cipher.encrypt(scope, text),
            citationsEncrypted: await cipher.encrypt(scope, JSON.stringify(citations)),
            metadata: plain,
            createdAt: new Date(),
          },
          tokensCharged: charged ?? 0,
          changes: { jurisdiction, mode, titleEncrypted: await cipher.encrypt(scope, titleFrom(content)) },
        });
        if (typeof saved === 'string') return;
        scope = { userId: session.userId, matterId: saved.sealFor };
      }
    }

    async function complete(text: string, usage: AssistantMetadata['usage'] & object, stopped: boolean) {
      await settle(usage);
      const { citations } = await corpus.verify(text);
      // No usage for the offline engine: nothing was metered, and the footer says no tokens were charged.
      const metadata: AssistantMetadata = {
        usage: assistant.offline ? null : usage,
        model: assistant.label,
        offline: assistant.offline,
        citations,
        stopped,
      };
      await store(text, metadata);
      return metadata;
    }

    return relayAnswer({
      chunks,
      timedOut: () => deadline.aborted,
      cancel: () => stop.abort(),
      hooks: {
        // The provider's reported usage is what is charged; a provider that reports none is counted with the tokenizer.
        finished: (text) => {
          const output = countTokens(text);
          const input = countTokens(prompt);
          return complete(text, reportedUsage(steps) ?? { inputTokens: input, outputTokens: output, totalTokens: input + output }, false);
        },
        // Stopped: finished steps as reported; the cut-off step (never reported) by the tokenizer: its text so far,
        // plus the prompt when no step had finished. A later step's re-sent context is not charged.
        stopped: async (text, stepText) => {
          const reported = reportedUsage(steps) ?? { inputTokens: 0, outputTokens: 0, totalTokens: 0 };
          const input = reported.inputTokens + (steps.length === 0 ? countTokens(prompt) : 0);
          const output = reported.outputTokens + countTokens(stepText);
          await complete(text, { inputTokens: input, outputTokens: output, totalTokens: input + output }, true);
        },
        failed: async (cause, error) => {
          if (error) log.error({ err: error, sessionId }, 'chat answer bookkeeping failed');
          if (charged === null && reservation) {
            await release();
          }
          if (cause === 'timeout') return timeoutFailure(settings.timeoutMs);
          return cause === 'provider' ? providerFailure(lastError) : internalFailure(charged !== null);
        },
      },
    });
  }

  return { send };
}

export type ChatAnswers = ReturnType<typeof createChatAnswers>;
