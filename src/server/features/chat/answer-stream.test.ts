import type { UIMessageChunk } from 'ai';
import { describe, expect, it, vi } from 'vitest';
import type { AssistantMetadata } from '../../../shared/api/chat';
import { AppError } from '../../http/errors';
import { relayAnswer, type RelayHooks } from './answer-stream';

const METADATA: AssistantMetadata = { usage: null, model: 'm', offline: false, citations: [], stopped: false };
const FAILURE = { code: 'unavailable' as const, message: 'The language model is unavailable right now.' };

async function* from(chunks: UIMessageChunk[]) {
  for (const chunk of chunks) yield chunk;
}
const text = (...deltas: string[]): UIMessageChunk[] => [
  { type: 'text-start', id: 't' },
  ...deltas.map((delta): UIMessageChunk => ({ type: 'text-delta', id: 't', delta })),
  { type: 'text-end', id: 't' },
];
const PREAMBLE: UIMessageChunk[] = [{ type: 'start', messageId: 'a1' }, { type: 'start-step' }];

function hooks(): RelayHooks & { [K in keyof RelayHooks]: ReturnType<typeof vi.fn> } {
  return { finished: vi.fn(async () => METADATA), stopped: vi.fn(async () => {}), failed: vi.fn(async () => FAILURE) };
}
async function read(stream: ReadableStream<UIMessageChunk>) {
  const chunks: UIMessageChunk[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<UIMessageChunk>) chunks.push(chunk);
  return chunks;
}
const relay = (chunks: UIMessageChunk[], h: RelayHooks, timedOut = false) =>
  relayAnswer({ chunks: from(chunks), timedOut: () => timedOut, cancel: () => {}, hooks: h });

describe('relaying an answer', () => {
  it('passes the chunks through and puts the settled metadata on the finish chunk', async () => {
    const h = hooks();
    const out = await read(await relay([...PREAMBLE, ...text('Hello', ' there'), { type: 'finish-step' }, { type: 'finish', finishReason: 'stop' }], h));
    expect(h.finished).toHaveBeenCalledWith('Hello there');
    expect(out.at(-1)).toEqual({ type: 'finish', finishReason: 'stop', messageMetadata: METADATA });
    expect(out.slice(0, 2)).toEqual(PREAMBLE);
  });

  it('rejects with the failure when the provider fails before any content, so the route answers JSON', async () => {
    const h = hooks();
    await expect(relay([...PREAMBLE, { type: 'error', errorText: 'x' }], h)).rejects.toEqual(new AppError('unavailable', FAILURE.message));
    expect(h.failed).toHaveBeenCalledWith('provider');
  });

  it('ends with an error part after content, and ignores a finish the SDK sends after the error', async () => {
    const h = hooks();
    const out = await read(await relay([...PREAMBLE, ...text('Hel'), { type: 'error', errorText: 'x' }, { type: 'finish' }], h));
    expect(out.at(-1)).toEqual({ type: 'error', errorText: FAILURE.message });
    expect(h.finished).not.toHaveBeenCalled();
  });

  it('tells a timeout from a client that left', async () => {
    const timedOut = hooks();
    await read(await relay([...PREAMBLE, ...text('a'), { type: 'abort' }], timedOut, true));
    expect(timedOut.failed).toHaveBeenCalledWith('timeout');
    const left = hooks();
    await read(await relay([...PREAMBLE, { type: 'text-start', id: 't' }, { type: 'text-delta', id: 't', delta: 'par' }, { type: 'abort' }], left));
    expect(left.stopped).toHaveBeenCalledWith('par', 'par');
    expect(left.failed).not.toHaveBeenCalled();
  });

  it('joins the text of several steps as paragraphs, and reports the unfinished step separately', async () => {
    const h = hooks();
    await read(await relay([...PREAMBLE, ...text('Searching.'), { type: 'finish-step' }, { type: 'start-step' }, ...text('Found'), { type: 'abort' }], h));
    expect(h.stopped).toHaveBeenCalledWith('Searching.\n\nFound', 'Found');
  });
});
