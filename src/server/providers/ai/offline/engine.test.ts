import { generateText, streamText, tool } from 'ai';
import { encode } from 'gpt-tokenizer';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { extractCitations } from '../../../../legal/citations';
import type { VerifyResponse } from '../../../../shared/api/citations';
import type { verifyCitations } from '../../../features/citations/verify-service';
import type { ResearchRepository } from '../../../features/research/repository';
import { OFFLINE_NOTE } from './compose';
import type { CorpusSearchResult, OfflineEngineDeps } from './deps';
import { createOfflineEngine } from './engine';

const GRAHAM: CorpusSearchResult = {
  caseId: 1,
  name: 'Graham v. Connor',
  citation: '490 U.S. 386',
  year: 1989,
  court: 'scotus',
  rank: 0.9,
  snippet: [
    { text: 'all claims that law enforcement officers have used ', match: false },
    { text: 'excessive force', match: true },
    { text: ' … should be analyzed under the Fourth Amendment', match: false },
  ],
};
const PEARSON: CorpusSearchResult = { ...GRAHAM, caseId: 2, name: 'Pearson v. Callahan', citation: '555 U.S. 223', year: 2009, snippet: [] };

const notFound: VerifyResponse = {
  citations: [
    {
      start: 3,
      end: 75,
      text: 'Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019)',
      kind: 'case',
      normalized: 'Varghese v. China S. Airlines Co., 925 F.3d 1339 (11th Cir. 2019)',
      status: 'not-found',
      source: 'courtlistener',
      message: 'No case is reported at 925 F.3d 1339.',
      match: null,
      quotations: [],
    },
  ],
  summary: { verified: 0, 'partly-verified': 0, mismatch: 0, 'not-found': 1, unverifiable: 0, invalid: 0 },
  onlineLookup: true,
};

function fakeDeps(overrides: Partial<OfflineEngineDeps> = {}): OfflineEngineDeps {
  return {
    search: vi.fn(async () => ({ results: [GRAHAM, PEARSON] })),
    authorities: vi.fn(async () => [{ caseId: null, name: 'Tennessee v. Garner', citation: '471 U.S. 1', year: 1985, count: 2 }]),
    verify: vi.fn(async () => notFound),
    ...overrides,
  };
}

async function ask(question: string, deps = fakeDeps(), system?: string) {
  const result = streamText({ model: createOfflineEngine(deps, { chunkDelayMs: 0 }), system, prompt: question });
  const deltas: string[] = [];
  for await (const delta of result.textStream) deltas.push(delta);
  return { deltas, text: await result.text, usage: await result.usage, finishReason: await result.finishReason };
}

describe('the offline engine through streamText', () => {
  it('streams a research answer in word deltas, listing only the cases the corpus returned', async () => {
    const deps = fakeDeps();
    const { deltas, text, finishReason } = await ask('What cases discuss excessive force by police?', deps);
    expect(deltas.length).toBeGreaterThan(20);
    expect(deltas.join('')).toBe(text);
    expect(text.startsWith(OFFLINE_NOTE)).toBe(true);
    expect(text).toContain('1. *Graham v. Connor*, 490 U.S. 386 (1989)\n   > all claims that law enforcement officers have used **excessive force**');
    expect(text).toContain('2. *Pearson v. Callahan*, 555 U.S. 223 (2009)');
    expect(text).toContain('*Tennessee v. Garner*, 471 U.S. 1 (1985) — cited by 2 of them');
    const cited = extractCitations(text).map((c) => c.text);
    expect(cited).toEqual(['490 U.S. 386 (1989)', '555 U.S. 223 (2009)', '471 U.S. 1 (1985)']);
    expect(deps.search).toHaveBeenCalledWith('excessive force police');
    expect(finishReason).toBe('stop');
  });

  it('reports the tokenizer counts of the prompt and the answer as usage', async () => {
    const system = 'You assist US attorneys. Jurisdiction: California.';
    const question = 'What cases discuss excessive force?';
    const { text, usage } = await ask(question, fakeDeps(), system);
    expect(usage.inputTokens).toBe(encode(`${system}\n\n${question}`).length);
    expect(usage.outputTokens).toBe(encode(text).length);
    expect(usage.totalTokens).toBe(usage.inputTokens! + usage.outputTokens!);
  });

  it('reports a fabricated citation as not found when the checker says so', async () => {
    const deps = fakeDeps();
    const question = 'Is Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019) a real case?';
    const { text } = await ask(question, deps);
    expect(deps.verify).toHaveBeenCalledWith(question);
    expect(deps.search).not.toHaveBeenCalled();
    expect(text).toContain('**Citation check:** 1 citation — 1 not found.');
    expect(text).toContain('925 F.3d 1339 (11th Cir. 2019) — **Not found.** No case is reported at 925 F.3d 1339.');
  });

  it('answers a drafting request with a skeleton of placeholders and no authority', async () => {
    const { text } = await ask('Draft a motion to strike the answer', fakeDeps(), 'Jurisdiction: California');
    for (const heading of ['**[NAME OF COURT]** — California', "# [Party]'s Motion to Strike the Answer", '## Introduction', '## Statement of Facts', '## Argument', '## Conclusion', 'Respectfully submitted']) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('[Standard of review:');
    expect(extractCitations(text)).toEqual([]);
  });

  it("names the paper a ground needs where the requested one does not carry it, as the studio does", async () => {
    const { text } = await ask('Draft a motion to dismiss for lack of personal jurisdiction', fakeDeps(), 'Jurisdiction: California');
    expect(text).toContain('In California, lack of personal jurisdiction or insufficient service of summons is raised by a Motion to Quash Service of Summons (Code Civ. Proc. § 418.10(a)(1))');
    expect(text).not.toContain('## Demurrer');
  });

  it('says the corpus is empty and how to load one', async () => {
    const deps = fakeDeps({ search: vi.fn(async () => ({ results: [] })), corpusStatus: async () => ({ cases: 0 }) });
    const { text } = await ask('What cases discuss qualified immunity?', deps);
    expect(text).toContain('The case-law corpus is empty');
    expect(text).toContain('npm run corpus:import');
    expect(deps.authorities).not.toHaveBeenCalled();
  });

  it('explains offline mode for anything else, and never calls tools it is given', async () => {
    const lookup = tool({ description: 'Search case law', inputSchema: z.object({ q: z.string() }), execute: async () => 'unused' });
    const result = streamText({ model: createOfflineEngine(fakeDeps(), { chunkDelayMs: 0 }), tools: { lookup }, prompt: 'hello' });
    expect(await result.text).toContain('Without a language model I can:');
    expect(await result.toolCalls).toEqual([]);
  });

  it('stops at the output limit like a model, and reports what it wrote', async () => {
    const result = streamText({ model: createOfflineEngine(fakeDeps(), { chunkDelayMs: 0 }), maxOutputTokens: 12, prompt: 'hello' });
    expect(await result.finishReason).toBe('length');
    expect((await result.usage).outputTokens).toBe(12);
  });

  it('stops emitting promptly when aborted', async () => {
    const controller = new AbortController();
    const model = createOfflineEngine(fakeDeps(), { chunkDelayMs: 20 });
    const result = streamText({ model, prompt: 'Draft an NDA', abortSignal: controller.signal });
    const parts: string[] = [];
    for await (const part of result.fullStream) {
      parts.push(part.type);
      if (parts.filter((type) => type === 'text-delta').length === 3) controller.abort();
    }
    expect(parts.filter((type) => type === 'text-delta')).toHaveLength(3);
    expect(parts).toContain('abort');
    expect(parts).not.toContain('finish-step');
  });

  it('answers through generateText too', async () => {
    const { text, usage } = await generateText({ model: createOfflineEngine(fakeDeps()), prompt: 'Write a complaint' });
    expect(text).toContain('## Prayer for Relief');
    expect(usage.outputTokens).toBe(encode(text).length);
  });

  it('takes the research repository and the verify service as they are', () => {
    type Repository = Awaited<ReturnType<ResearchRepository['search']>>;
    expectTypeOf<Repository>().toExtend<Awaited<ReturnType<OfflineEngineDeps['search']>>>();
    expectTypeOf<Awaited<ReturnType<ResearchRepository['mostCitedAuthorities']>>>().toExtend<Awaited<ReturnType<OfflineEngineDeps['authorities']>>>();
    expectTypeOf<Awaited<ReturnType<typeof verifyCitations>>>().toExtend<Awaited<ReturnType<OfflineEngineDeps['verify']>>>();
    expectTypeOf<Awaited<ReturnType<ResearchRepository['status']>>>().toExtend<{ cases: number }>();
  });
});
