import { randomUUID } from 'node:crypto';
import { streamText } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import { answeringChunks, OFFLINE_QUOTATIONS, quotationOf } from '../../../legal/review/answer';
import { NOT_STATED } from '../../../legal/review/evidence';
import { evidenceAnswer } from '../../../legal/review/evidence-answer';
import { chunkDocument, createChunkIndex, type RankedChunk, type SourceDocument } from '../../../legal/review/retrieval';
import type { AskDocumentsResponse, DocumentQuotation } from '../../../shared/api/documents';
import { AppError } from '../../http/errors';
import type { AssistantSettings } from '../../providers/ai';
import type { AssistantModel } from '../../providers/ai/types';
import { providerFailure, timeoutFailure } from '../chat/provider-errors';
import type { TokenLedger } from '../tokens/ledger';
import { estimateTokens } from '../tokens/metering';
import { countTokens } from '../tokens/tokenizer';
import { ASK_MAX_OUTPUT_TOKENS, askSystemPrompt, checkQuotations, mapCitations, MODEL_PASSAGES, removedNote, saysNotAnswered } from './ask-prompt';
import type { DocumentSource, OpenDocument } from './source';

export const DOCUMENT_NOT_FOUND = 'Document not found.';

/**
 * Opens every document asked about, for a user who may see each (its owner, or a member of its matter). One that is
 * missing or walled off refuses the whole request with 404, before anything is read or charged: no answer drawn from
 * the others could reveal which ids exist.
 */
export async function openOwned(documents: DocumentSource, userId: string, ids: string[]): Promise<OpenDocument[]> {
  const opened = await Promise.all([...new Set(ids)].map((id) => documents.open(userId, id)));
  if (opened.some((document) => document === null)) throw new AppError('not-found', DOCUMENT_NOT_FOUND);
  return opened as OpenDocument[];
}

export const sourceOf = ({ summary, blocks }: OpenDocument): SourceDocument => ({ id: summary.id, title: summary.title, blocks });

export const MIXED_MATTERS =
  'These documents belong to different matters, or some to a matter and some to no matter. Ask about the documents of one matter at a time, or about your personal documents alone.';

/**
 * The matter a question about these documents is asked in, and charged to (null: personal work). A question over two
 * matters', or a matter's and personal, documents would be billed to neither rightly and mix work across a wall: 400.
 */
export function matterOfDocuments(opened: OpenDocument[]): string | null {
  const matterIds = new Set(opened.map((document) => document.summary.matter?.id ?? null));
  if (matterIds.size > 1) throw new AppError('invalid-argument', MIXED_MATTERS);
  return opened[0]?.summary.matter?.id ?? null;
}

export interface DocumentAskDeps {
  documents: DocumentSource;
  assistant: AssistantModel;
  ledger: Pick<TokenLedger, 'reserve' | 'settle' | 'release'>;
  settings: AssistantSettings;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Questions over one or many documents. Retrieval picks the passages; the offline engine quotes them (free, and it
 * says it answers by retrieval alone), a configured model answers from them citing passage numbers, metered: the
 * estimate is reserved before the model hears anything (too few tokens: the spec's 403), then settled to the usage.
 */
export function createDocumentAsk({ documents, assistant, ledger, settings, log }: DocumentAskDeps) {
  const engine = { label: assistant.label, offline: assistant.offline };

  async function modelAnswer(userId: string, matterId: string | null, question: string, passages: RankedChunk[]) {
    const system = askSystemPrompt(passages);
    const maxOutputTokens = Math.min(settings.maxOutputTokens, ASK_MAX_OUTPUT_TOKENS);
    const { reservationId } = await ledger.reserve({
      userId,
      amount: estimateTokens({ prompt: `${system}\n${question}`, maxOutputTokens }),
      reference: `documents-ask:${randomUUID()}`,
      matterId,
    });
    const deadline = AbortSignal.timeout(settings.timeoutMs);
    let text = '';
    let finished = false;
    let usage: number | undefined;
    let failure: unknown = null;
    try {
      const result = streamText({
        model: assistant.model,
        system,
        prompt: question,
        maxRetries: settings.maxRetries,
        maxOutputTokens,
        abortSignal: deadline,
        onError: () => undefined, // answered from the stream's error part below
      });
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') text += part.text;
        else if (part.type === 'error') failure = part.error;
        else if (part.type === 'finish') {
          finished = true;
          usage = part.totalUsage.totalTokens;
        }
      }
    } catch (error) {
      failure = error;
    }
    if (failure !== null || deadline.aborted || !finished) {
      // No finished answer came back: the reservation is given back whole, as chat does after a provider failure.
      await ledger.release(reservationId);
      if (failure !== null) log.warn({ err: failure }, 'document question: language model call failed');
      const { code, message } = deadline.aborted ? timeoutFailure(settings.timeoutMs) : providerFailure(failure);
      throw new AppError(code, message);
    }
    const used = usage ?? countTokens(system) + countTokens(question) + countTokens(text);
    const charged = (await ledger.settle(reservationId, used))?.charged ?? 0;
    return { text, charged };
  }

  async function ask({ userId, documentIds, question }: { userId: string; documentIds: string[]; question: string }): Promise<AskDocumentsResponse> {
    const opened = await openOwned(documents, userId, documentIds);
    const matterId = matterOfDocuments(opened);
    if (assistant.offline) {
      const { answered, answer, evidence } = evidenceAnswer(opened.map(({ summary, blocks }) => ({ id: summary.id, title: summary.title, blocks })), question);
      return { answered, answer, quotations: evidence.map(({ clause: _clause, ...quotation }) => quotation), engine, tokensUsed: 0 };
    }

    const index = createChunkIndex(opened.map(sourceOf).flatMap(chunkDocument));
    const passages = index.rank(question).slice(0, MODEL_PASSAGES);
    // No passage holds any word of the question: nothing to give the model, so it is not called and nothing is charged.
    if (passages.length === 0) return { answered: false, answer: NOT_STATED, quotations: [], engine, tokensUsed: 0 };
    const { text, charged } = await modelAnswer(userId, matterId, question, passages);
    if (saysNotAnswered(text)) return { answered: false, answer: NOT_STATED, quotations: [], engine, tokensUsed: charged };
    // Every quotation is checked against the passages: words the documents lack are taken out, and the answer says so.
    const checked = checkQuotations(text, passages);
    const cited = mapCitations(checked.text, passages);
    const quoted = (quotation: DocumentQuotation) => {
      const passage = passages.findIndex(({ chunk }) => chunk.documentId === quotation.documentId && chunk.text === quotation.text);
      return checked.verified.find((v) => v.passage === passage)?.quote ?? quotation.text;
    };
    // An answer that cites nothing still shows what it was drawn from: the passages retrieval found answering.
    const quotations =
      cited.quotations.length > 0
        ? cited.quotations.map((quotation) => ({ ...quotation, text: quoted(quotation) }))
        : answeringChunks(passages, OFFLINE_QUOTATIONS).map((ranked) => quotationOf(ranked, ranked.chunk.text));
    const answer = checked.removed > 0 ? `${cited.text}\n\n${removedNote(checked.removed)}` : cited.text;
    return { answered: true, answer, quotations, engine, tokensUsed: charged };
  }

  return { ask };
}

export type DocumentAsk = ReturnType<typeof createDocumentAsk>;
