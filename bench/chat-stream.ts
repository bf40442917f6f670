/**
 * The chat server's streaming overhead: time to first token and tokens per second through POST
 * /api/chat/sessions/:id/messages, beside the same answers read straight from the fake OpenAI-compatible upstream, in
 * the same run. Run with `npm run bench -- chat-stream`. The fake, the server and the client share this process (and
 * an in-memory PGlite), so both paths pay the same for the fake; the ratios are what our server adds. Tokens per
 * second run from sending the question to the end of the stream, so they include preparing the prompt, reserving,
 * and settling and storing the answer. Unpaced, the upstream sends all tokens at once: the server then delivers them
 * together too, and its "first token" is close to its whole answer; that row measures capacity, not latency.
 */
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { fromPglite } from '../src/server/db/client';
import { fakeAssistant } from '../tests/support/chat';
import { startFakeOpenAI, type FakeReply } from '../tests/support/fake-openai';
import { count, millis, percentile } from './format';

const WORDS = 400;
const RUNS = 10; // timed answers per path and scenario, after one warm-up each (under the 20-a-minute limit)
const SCENARIOS: Array<{ name: string; delayMs: number }> = [
  { name: 'unpaced upstream (pipeline capacity)', delayMs: 0 },
  { name: 'upstream at ~200 tokens/s (a fast model)', delayMs: 5 },
];

interface Sample {
  firstTokenMs: number;
  /** From sending the request to the end of the stream; for the server that includes settling and storing. */
  wholeMs: number;
}

/** Reads an SSE response to its end, timing the first content event; `content` says which `data:` lines carry a token. */
async function timeStream(started: number, res: Response, content: (data: string) => boolean): Promise<Sample> {
  if (!res.ok || !res.body) throw new Error(`stream failed: ${res.status} ${await res.text()}`);
  const decoder = new TextDecoder();
  let buffer = '';
  let tokens = 0;
  let first = 0;
  const reader = res.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    buffer += decoder.decode(read.value, { stream: true });
    const events = buffer.split('\n\n');
    buffer = events.pop() ?? '';
    for (const event of events) {
      if (!event.startsWith('data: ') || !content(event.slice(6))) continue;
      if (tokens++ === 0) first = performance.now();
    }
  }
  if (tokens !== WORDS) throw new Error(`expected ${WORDS} tokens, read ${tokens}`);
  return { firstTokenMs: first - started, wholeMs: performance.now() - started };
}

const reply = (delayMs: number): FakeReply => ({
  chunks: Array.from({ length: WORDS }, (_, i) => `word${i} `),
  delayMs,
  usage: { prompt_tokens: 900, completion_tokens: WORDS },
});

const fake = await startFakeOpenAI();
const database = fromPglite(await PGlite.create(), 'memory://bench');
await database.migrate();
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIST_DIR: '/nonexistent', MASTER_KEY: randomBytes(32).toString('base64') });
const app = await buildApp({ config, database, logger: false, assistantModel: fakeAssistant(fake) });
const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });

/** A user with tokens to spare; one per scenario keeps each under the per-user rate limit. */
async function benchUser(): Promise<Record<string, string>> {
  const email = `bench-${randomBytes(4).toString('hex')}@bench.test`;
  const signUp = await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { email, password: 'bench-password', name: 'Bench User' } });
  const cookie = [signUp.headers['set-cookie']].flat().map((line) => String(line).split(';')[0]).join('; ');
  await app.services.ledger.apply({ userId: signUp.json().user.id, kind: 'grant', deltas: { addon: 10_000_000 }, description: 'bench', idempotencyKey: `bench:${email}` });
  const { token } = (await app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } })).json() as { token: string };
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

async function direct(): Promise<Sample> {
  const started = performance.now();
  const res = await fetch(`${fake.baseUrl}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'fake-model', stream: true, stream_options: { include_usage: true }, messages: [{ role: 'user', content: 'Write a memo.' }] }),
  });
  return timeStream(started, res, (data) => data !== '[DONE]' && Boolean(JSON.parse(data).choices?.[0]?.delta?.content));
}

async function throughServer(headers: Record<string, string>): Promise<Sample> {
  const session = await fetch(`${baseUrl}/api/chat/sessions`, { method: 'POST', headers, body: '{}' }).then((r) => r.json() as Promise<{ id: string }>);
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/chat/sessions/${session.id}/messages`, { method: 'POST', headers, body: JSON.stringify({ content: 'Write a memo.' }) });
  return timeStream(started, res, (data) => data.startsWith('{"type":"text-delta"'));
}

const median = (samples: Sample[], pick: (s: Sample) => number) => percentile(samples.map(pick), 50);
const ratio = (ours: number, baseline: number) => `${(ours / baseline).toFixed(2)}×`;

console.log(`Chat streaming: ${WORDS}-token answers, ${RUNS} runs per path after a warm-up; medians (in-memory PGlite, empty corpus)`);
try {
  for (const scenario of SCENARIOS) {
    fake.set({ replies: [reply(scenario.delayMs)] });
    const headers = await benchUser();
    await direct();
    await throughServer(headers);
    const upstream: Sample[] = [];
    const server: Sample[] = [];
    // Alternating keeps drift in the machine's load from favouring either path.
    for (let i = 0; i < RUNS; i += 1) {
      upstream.push(await direct());
      server.push(await throughServer(headers));
    }
    const ttft = [median(server, (s) => s.firstTokenMs), median(upstream, (s) => s.firstTokenMs)] as const;
    const whole = [median(server, (s) => s.wholeMs), median(upstream, (s) => s.wholeMs)] as const;
    const rate = whole.map((ms) => (WORDS * 1000) / ms) as [number, number];
    console.log(`\n  ${scenario.name}`);
    console.log(`    time to first token  server ${millis(ttft[0]).padStart(8)}   upstream ${millis(ttft[1]).padStart(8)}   ratio ${ratio(ttft[0], ttft[1])} (+${millis(ttft[0] - ttft[1])})`);
    console.log(
      `    tokens per second    server ${count(rate[0]).padStart(8)}   upstream ${count(rate[1]).padStart(8)}   ratio ${ratio(rate[0], rate[1])}` +
        ` (whole answer ${millis(whole[0])} vs ${millis(whole[1])})`,
    );
  }
} finally {
  await app.close();
  await database.close();
  await fake.close();
}
