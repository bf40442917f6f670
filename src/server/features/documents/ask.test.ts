import type { LanguageModelV3CallOptions, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { MockLanguageModelV3, convertArrayToReadableStream } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { EVIDENCE_ANSWER_LEAD } from '../../../legal/review/evidence-answer';
import { NOT_STATED } from '../../../legal/review/evidence';
import { groundLease, officeLease } from '../../../legal/review/documents.fixture';
import type { SourceDocument } from '../../../legal/review/retrieval';
import { AppError } from '../../http/errors';
import { InsufficientTokensError } from '../tokens/errors';
import { createDocumentAsk, type DocumentAskDeps } from './ask';
import type { DocumentSource, OpenDocument } from './source';

const OWNER = 'user-1';

/** Documents as the store would open them, each its owner's only. */
function sourceOf(documents: SourceDocument[]): DocumentSource {
  const byId = new Map(documents.map((d): [string, OpenDocument] => [d.id, openDocument(d)]));
  return { open: async (userId, id) => (userId === OWNER ? (byId.get(id) ?? null) : null) };
}

function openDocument(d: SourceDocument): OpenDocument {
  return {
    summary: { id: d.id, title: d.title, fileName: `${d.id}.docx`, format: 'docx', kind: 'contract', sizeBytes: 1000, pageCount: 3, wordCount: 200, ocr: [], problems: [], matter: null, createdAt: '2026-11-26T00:00:00.000Z' },
    blocks: d.blocks.map((b) => ({ ...b, number: null })),
  };
}

/** A ledger that records what is reserved, settled and released, with `balance` tokens to spend. */
function recordingLedger(balance = 100_000) {
  const calls: Array<{ op: string; amount?: number; used?: number }> = [];
  const ledger: DocumentAskDeps['ledger'] = {
    async reserve({ amount }) {
      if (amount > balance) throw new InsufficientTokensError(amount, balance);
      calls.push({ op: 'reserve', amount });
      return { reservationId: 'r1' } as Awaited<ReturnType<DocumentAskDeps['ledger']['reserve']>>;
    },
    async settle(_id, used) {
      calls.push({ op: 'settle', used });
      return { charged: used } as Awaited<ReturnType<DocumentAskDeps['ledger']['settle']>>;
    },
    async release() {
      calls.push({ op: 'release' });
      return { charged: 0 };
    },
  };
  return { ledger, calls };
}

/** A scripted model: streams `text` and reports 300 tokens read and 40 written; records the prompts it was sent. */
function scriptedModel(text: string) {
  const prompts: LanguageModelV3CallOptions[] = [];
  const model = new MockLanguageModelV3({
    doStream: async (options) => {
      prompts.push(options);
      const parts: LanguageModelV3StreamPart[] = [
        { type: 'stream-start', warnings: [] },
        { type: 'text-start', id: 't' },
        { type: 'text-delta', id: 't', delta: text },
        { type: 'text-end', id: 't' },
        {
          type: 'finish',
          finishReason: { unified: 'stop', raw: 'stop' },
          usage: { inputTokens: { total: 300, noCache: 300, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 40, text: 40, reasoning: 0 } },
        },
      ];
      return { stream: convertArrayToReadableStream(parts) };
    },
  });
  return { model, prompts };
}

const settings = { maxRetries: 0, timeoutMs: 5_000, maxOutputTokens: 2_000 };
const log = { warn: () => undefined };

function askWith(model: MockLanguageModelV3 | null, ledger = recordingLedger()) {
  const assistant = model ? { model, label: 'scripted (test)', offline: false } : { model: new MockLanguageModelV3(), label: 'offline engine', offline: true };
  return { ledger, ask: createDocumentAsk({ documents: sourceOf([officeLease, groundLease]), assistant, ledger: ledger.ledger, settings, log }) };
}

const both = { userId: OWNER, documentIds: ['lease-office', 'lease-ground'] };

describe('asking about documents with a language model', () => {
  it('answers from numbered passages, maps the cited numbers to quotations and charges the reported usage', async () => {
    const { model, prompts } = scriptedModel('Assignment needs the landlord’s written consent [1], except a transfer to a lender [2]. See also [9].');
    const { ask, ledger } = askWith(model);
    const result = await ask.ask({ ...both, question: 'What does the lease say about assignment?' });

    const system = prompts[0]!.prompt.find((m) => m.role === 'system')!.content as string;
    // Each passage names the clause it stands under, for the answer to name with its quotation.
    expect(system).toContain('[1] Office Lease — 100 Main St., 3. Assignment and Subletting, p. 2 ¶ 8:');
    expect(system).toMatch(/\[2\] Ground Lease — Lot 7, .*p\. 2 ¶ 4:/);
    expect(result.answered).toBe(true);
    expect(result.answer).toBe('Assignment needs the landlord’s written consent [1], except a transfer to a lender [2]. See also.');
    expect(result.quotations.map((q) => [q.documentId, q.page, q.paragraph])).toEqual([
      ['lease-office', 2, 8],
      ['lease-ground', 2, 4],
    ]);
    expect(result.quotations[0]!.text).toContain('Tenant shall not assign this Lease');
    expect(result.engine).toEqual({ label: 'scripted (test)', offline: false });
    expect(result.tokensUsed).toBe(340);
    expect(ledger.calls.map((c) => c.op)).toEqual(['reserve', 'settle']);
    expect(ledger.calls[0]!.amount).toBeGreaterThan(1_000); // the prompt plus the output it may write
    expect(ledger.calls[1]!.used).toBe(340);
  });

  it('renumbers citations in the order the answer first cites them', async () => {
    const { model } = scriptedModel('A lender may take it [2]; otherwise consent is needed [1][2].');
    const result = await askWith(model).ask.ask({ ...both, question: 'What does the lease say about assignment?' });
    expect(result.answer).toBe('A lender may take it [1]; otherwise consent is needed [2][1].');
    expect(result.quotations.map((q) => q.documentId)).toEqual(['lease-ground', 'lease-office']);
  });

  it('says the documents do not answer when the model says so, and charges what the call used', async () => {
    const { model } = scriptedModel('NOT STATED');
    const { ask, ledger } = askWith(model);
    const result = await ask.ask({ ...both, question: 'What does the lease say about arbitration?' });
    expect(result).toMatchObject({ answered: false, answer: NOT_STATED, quotations: [], tokensUsed: 340 });
    expect(ledger.calls.map((c) => c.op)).toEqual(['reserve', 'settle']);
  });

  it('keeps the quotations the passages hold, and takes out one they do not, saying so', async () => {
    const { model, prompts } = scriptedModel('Clause 12 (Assignment): "Tenant shall not assign this Lease" [1]. It also says "the tenant may sublet freely" [1].');
    const result = await askWith(model).ask.ask({ ...both, question: 'What does the lease say about assignment?' });
    const system = prompts[0]!.prompt.find((m) => m.role === 'system')!.content as string;
    expect(system).toContain('reply with exactly: NOT STATED');
    expect(result.answer).toBe('Clause 12 (Assignment): "Tenant shall not assign this Lease" [1]. It also says [quotation removed: not found in the document] [1].\n\nA quotation in this answer was not found in the document and was removed.');
    expect(result.quotations.map((q) => q.text)).toEqual(['Tenant shall not assign this Lease']);
  });

  it('calls no model and charges nothing when no passage holds a word of the question', async () => {
    const { model, prompts } = scriptedModel('unused');
    const { ask, ledger } = askWith(model);
    const result = await ask.ask({ ...both, question: 'Is there a force majeure exception?' });
    expect(result).toMatchObject({ answered: false, tokensUsed: 0 });
    expect(prompts).toHaveLength(0);
    expect(ledger.calls).toEqual([]);
  });

  it('refuses with the spec’s 403 before calling the model when tokens are short', async () => {
    const { model, prompts } = scriptedModel('unused');
    const { ask } = askWith(model, recordingLedger(10));
    const refused = ask.ask({ ...both, question: 'What does the lease say about assignment?' });
    await expect(refused).rejects.toBeInstanceOf(InsufficientTokensError);
    await expect(refused).rejects.toMatchObject({ status: 403, body: { error: 'insufficient-tokens', tokensRemaining: 10 } });
    expect(prompts).toHaveLength(0);
  });

  it('releases the reservation when the model fails, and says no tokens were charged', async () => {
    const model = new MockLanguageModelV3({
      doStream: async () => {
        throw new Error('connection reset');
      },
    });
    const { ask, ledger } = askWith(model);
    const failed = ask.ask({ ...both, question: 'What does the lease say about assignment?' });
    await expect(failed).rejects.toBeInstanceOf(AppError);
    await expect(failed).rejects.toMatchObject({ code: 'unavailable', message: expect.stringContaining('No tokens were charged') });
    expect(ledger.calls.map((c) => c.op)).toEqual(['reserve', 'release']);
  });
});

describe('asking about documents offline', () => {
  it('quotes the passages, says it answers by retrieval alone, and charges nothing', async () => {
    const { ask, ledger } = askWith(null);
    const result = await ask.ask({ ...both, question: 'What does the lease say about assignment?' });
    expect(result.answer.startsWith(EVIDENCE_ANSWER_LEAD)).toBe(true);
    expect(result.quotations[0]!.text).toContain('Tenant shall not assign this Lease');
    expect(result).toMatchObject({ answered: true, engine: { label: 'offline engine', offline: true }, tokensUsed: 0 });
    expect(ledger.calls).toEqual([]);
  });

  it('refuses the whole question with 404 when one document is not the user’s', async () => {
    const { ask } = askWith(null);
    await expect(ask.ask({ userId: 'someone-else', documentIds: ['lease-office'], question: 'Rent?' })).rejects.toMatchObject({ code: 'not-found' });
    await expect(ask.ask({ ...both, documentIds: ['lease-office', 'missing'], question: 'Rent?' })).rejects.toMatchObject({ code: 'not-found' });
  });
});
