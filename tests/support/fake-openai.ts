import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer of the fake: text streamed in chunks, or tool calls the model asks for. */
export interface FakeReply {
  /** The answer; streamed a word (with its trailing space) per chunk unless `chunks` is given. */
  text?: string;
  chunks?: string[];
  /** Tool calls instead of text: the SDK runs the tools and calls the fake again with their results. */
  toolCalls?: Array<{ name: string; arguments: Record<string, unknown> }>;
  /** Pause before each chunk, in ms. */
  delayMs?: number;
  /** End the stream after this many chunks, with no finish reason or [DONE] (a provider failing mid-answer). */
  cutAfter?: number;
  /** The usage reported in the final chunk (when the client asks for it); null reports none. */
  usage?: { prompt_tokens: number; completion_tokens: number } | null;
}

export interface FakeBehaviour {
  /** Answers in order, one per request that gets through; the last one repeats. */
  replies: FakeReply[];
  /** Refuse this many requests with `failStatus` first (Infinity: always). */
  failTimes?: number;
  failStatus?: number;
  /** Accept requests and never answer (a hung upstream), until the client gives up. */
  hang?: boolean;
}

export interface RecordedRequest {
  body: {
    model: string;
    stream?: boolean;
    stream_options?: { include_usage?: boolean };
    max_tokens?: number;
    tools?: Array<{ function: { name: string } }>;
    messages: Array<{ role: string; content: unknown; tool_calls?: unknown }>;
  };
  /** True when the client closed the connection before the fake finished answering. */
  closedEarly: boolean;
  /** How many content chunks were written before the answer ended or the client left. */
  chunksSent: number;
}

export interface FakeOpenAI {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Replaces the behaviour for the next requests (and resets the failure and reply counters). */
  set(behaviour: Partial<FakeBehaviour>): void;
  /** The system prompt of request `index` (default: the latest). */
  systemPrompt(index?: number): string;
  /** Resolves when a request's connection has closed (answered or abandoned). */
  settled(index?: number): Promise<RecordedRequest>;
  close(): Promise<void>;
}

const DEFAULT_USAGE = { prompt_tokens: 812, completion_tokens: 57 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const wordsOf = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];

/**
 * A real HTTP server on 127.0.0.1 speaking OpenAI's streaming `POST /v1/chat/completions` (SSE `data:` chunks with
 * `choices[].delta`, a usage chunk when `stream_options.include_usage`, then `[DONE]`), so the real AI SDK provider
 * runs over HTTP in tests. It records every request and whether the client hung up early.
 */
export async function startFakeOpenAI(initial: Partial<FakeBehaviour> = {}): Promise<FakeOpenAI> {
  let behaviour: FakeBehaviour = { replies: [{ text: 'Hello.' }], ...initial };
  let failures = 0;
  let answered = 0;
  const requests: RecordedRequest[] = [];
  const closed: Array<Promise<RecordedRequest>> = [];

  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Not found' } }));
      return;
    }
    const record: RecordedRequest = { body: JSON.parse(raw) as RecordedRequest['body'], closedEarly: false, chunksSent: 0 };
    requests.push(record);
    let finished = false;
    closed.push(new Promise((resolve) => res.once('close', () => {
      record.closedEarly = !finished;
      resolve(record);
    })));

    if (behaviour.hang) return;
    if (failures < (behaviour.failTimes ?? 0)) {
      failures += 1;
      const status = behaviour.failStatus ?? 500;
      // retry-after-ms keeps the SDK's backoff short in tests (it honours the header).
      res.writeHead(status, { 'content-type': 'application/json', 'retry-after-ms': '20' });
      res.end(JSON.stringify({ error: { message: `fake upstream status ${status}`, type: 'server_error' } }));
      finished = true;
      return;
    }
    const reply = behaviour.replies[Math.min(answered, behaviour.replies.length - 1)]!;
    answered += 1;
    await stream(res, record, reply);
    finished = true;
    res.end();
  });

  async function stream(res: ServerResponse, record: RecordedRequest, reply: FakeReply) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const base = { id: `chatcmpl-${requests.length}`, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: record.body.model };
    const send = (payload: object) => res.write(`data: ${JSON.stringify({ ...base, ...payload })}\n\n`);
    const pieces = reply.toolCalls ? [] : (reply.chunks ?? wordsOf(reply.text ?? ''));
    for (const [index, piece] of pieces.entries()) {
      if (reply.delayMs) await sleep(reply.delayMs);
      if (res.destroyed) return;
      if (index === reply.cutAfter) return;
      send({ choices: [{ index: 0, delta: index === 0 ? { role: 'assistant', content: piece } : { content: piece }, finish_reason: null }] });
      record.chunksSent += 1;
    }
    for (const [index, call] of (reply.toolCalls ?? []).entries()) {
      const toolCall = { index, id: `call_${index}`, type: 'function', function: { name: call.name, arguments: JSON.stringify(call.arguments) } };
      send({ choices: [{ index: 0, delta: { role: 'assistant', content: null, tool_calls: [toolCall] }, finish_reason: null }] });
      record.chunksSent += 1;
    }
    if (res.destroyed) return;
    send({ choices: [{ index: 0, delta: {}, finish_reason: reply.toolCalls ? 'tool_calls' : 'stop' }] });
    const usage = reply.usage === undefined ? DEFAULT_USAGE : reply.usage;
    if (record.body.stream_options?.include_usage && usage) {
      send({ choices: [], usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } });
    }
    res.write('data: [DONE]\n\n');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const latest = (index?: number) => index ?? requests.length - 1;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    set(next) {
      behaviour = { replies: behaviour.replies, ...next };
      failures = 0;
      answered = 0;
    },
    systemPrompt(index) {
      const system = requests[latest(index)]?.body.messages.find((m) => m.role === 'system');
      return typeof system?.content === 'string' ? system.content : '';
    },
    settled: (index) => closed[latest(index)] ?? Promise.reject(new Error('no request yet')),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
