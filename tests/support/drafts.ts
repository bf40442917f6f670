import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  generationEventSchema, type CheckResponse, type DraftContent, type DraftDetail, type GenerationEvent,
} from '../../src/shared/api/drafts';
import { totalOf } from '../../src/server/features/tokens/buckets';
import { afterAll, beforeAll } from 'vitest';
import type { TestApp } from './app';
import { buildChatApp, chatUser, type ChatUser } from './chat';
import { loadResearchCorpus } from './corpus';

/** A California motion to dismiss (there, a demurrer on § 430.10(e)'s ground) as an attorney fills the intake form. */
export function buildMotionIntake(overrides: Record<string, unknown> = {}) {
  return {
    court: 'Superior Court of California, County of Alameda',
    caseNumber: 'RG26-123456',
    plaintiffs: [{ name: 'Jane Doe', description: 'an individual' }],
    defendants: [{ name: 'Acme Widgets, Inc.', description: 'a Delaware corporation' }],
    representedParty: 'defendant',
    keyFacts: 'Plaintiff alleges that a widget purchased in 2024 failed. The complaint was served on March 2, 2026.',
    grounds: 'insufficient-facts',
    challengedClaims: 'All three causes of action.',
    reliefSought: 'dismissal of the complaint without leave to amend',
    attorneyName: 'Alex Rivera',
    barNumber: '312345',
    firm: 'Rivera & Park LLP',
    attorneyAddress: '1 Market Street, Oakland, CA 94607',
    attorneyPhone: '(510) 555-0100',
    attorneyEmail: 'arivera@riverapark.test',
    ...overrides,
  };
}

/** The events of a generation stream, each checked against the contract's schema. */
export function parseGenerationEvents(body: string): GenerationEvent[] {
  return body
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => generationEventSchema.parse(JSON.parse(line.slice('data: '.length))));
}

/** Replaces one section's blocks with paragraphs of text. */
export function withSectionText(content: DraftContent, sectionId: string, paragraphs: string[]): DraftContent {
  return {
    ...content,
    sections: content.sections.map((section) =>
      section.id === sectionId ? { ...section, blocks: paragraphs.map((text) => ({ kind: 'paragraph' as const, runs: [{ text }] })) } : section,
    ),
  };
}

/** Calls on the drafts API as one user. */
export function draftsClient(app: FastifyInstance, user: Pick<ChatUser, 'headers'>) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, headers: user.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const ok = async <T>(res: Promise<LightMyRequestResponse>, status = 200): Promise<T> => {
    const done = await res;
    if (done.statusCode !== status) throw new Error(`expected ${status}, got ${done.statusCode} ${done.body}`);
    return done.json<T>();
  };
  return {
    call,
    /** The user's headers, for calls outside the drafts API (an upload). */
    headers: user.headers,
    create: (payload: Record<string, unknown> = {}) =>
      ok<DraftDetail>(call('POST', '/api/drafts', { typeId: 'motion-to-dismiss', jurisdiction: 'us-ca', intake: buildMotionIntake(), ...payload }), 201),
    get: (id: string) => ok<DraftDetail>(call('GET', `/api/drafts/${id}`)),
    save: (id: string, payload: Record<string, unknown>) => ok<DraftDetail>(call('PATCH', `/api/drafts/${id}`, payload)),
    balanceOf: async (userId: string) => totalOf(await app.services.ledger.balance(userId)),
    check: (id: string) => ok<CheckResponse>(call('POST', `/api/drafts/${id}/check`)),
    async generate(id: string, payload: Record<string, unknown> = {}) {
      const res = await call('POST', `/api/drafts/${id}/generate`, payload);
      if (res.statusCode !== 200) throw new Error(`generate failed: ${res.statusCode} ${res.body}`);
      return { res, events: parseGenerationEvents(res.body) };
    },
  };
}

/**
 * For a describe block: a fresh app with the offline engine (and the research corpus, when asked) and a signed-in
 * user's drafts client, closed after the block. Read `drafting.client` (and `drafting.t`) inside tests, after beforeAll has run.
 */
export function useDraftingApp({ corpus = false }: { corpus?: boolean } = {}) {
  const drafting = {} as { t: TestApp; client: ReturnType<typeof draftsClient> };
  beforeAll(async () => {
    drafting.t = await buildChatApp();
    if (corpus) await loadResearchCorpus(drafting.t.database.db);
    drafting.client = draftsClient(drafting.t.app, await chatUser(drafting.t.app));
  });
  afterAll(async () => {
    await drafting.t.close();
  });
  return drafting;
}
