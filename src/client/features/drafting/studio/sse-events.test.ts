import { describe, expect, it } from 'vitest';
import type { GenerationEvent } from '../../../../shared/api/drafts';
import { createSseParser, MalformedEventError, readGenerationEvents } from './sse-events';

const start: GenerationEvent = { type: 'start', sections: [{ id: 'intro', heading: 'Introduction' }], model: 'offline', offline: true };
const delta: GenerationEvent = { type: 'section-delta', sectionId: 'intro', delta: 'The motion\n\nshould be granted.' };
const done: GenerationEvent = { type: 'done', tokensUsed: 0, revision: 4, stopped: false };

const frame = (event: GenerationEvent) => `data: ${JSON.stringify(event)}\n\n`;

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(encoder.encode(chunk)));
      controller.close();
    },
  });
}

describe('createSseParser', () => {
  it('returns each event once its blank line arrives', () => {
    const parser = createSseParser();
    expect(parser.push(frame(start) + frame(delta))).toEqual([start, delta]);
  });

  it('joins an event split across chunks at any point', () => {
    const text = frame(start) + frame(done);
    for (let cut = 1; cut < text.length; cut += 7) {
      const parser = createSseParser();
      expect([...parser.push(text.slice(0, cut)), ...parser.push(text.slice(cut)), ...parser.end()]).toEqual([start, done]);
    }
  });

  it('accepts CRLF line endings, even when a chunk ends between CR and LF', () => {
    const parser = createSseParser();
    const text = frame(start).replace(/\n/g, '\r\n');
    const cut = text.indexOf('\r') + 1;
    expect([...parser.push(text.slice(0, cut)), ...parser.push(text.slice(cut))]).toEqual([start]);
  });

  it('ignores comments and fields other than data', () => {
    const parser = createSseParser();
    expect(parser.push(`: keep-alive\n\nevent: message\nid: 7\n${frame(done)}`)).toEqual([done]);
  });

  it('joins multi-line data with newlines', () => {
    const lines = JSON.stringify(done, null, 2).split('\n');
    const parser = createSseParser();
    expect(parser.push(`${lines.map((line) => `data: ${line}`).join('\n')}\n\n`)).toEqual([done]);
  });

  it('keeps a last event the server closed without a blank line', () => {
    const parser = createSseParser();
    expect(parser.push(`data: ${JSON.stringify(done)}`)).toEqual([]);
    expect(parser.end()).toEqual([done]);
  });

  it('rejects data that is not a generation event', () => {
    expect(() => createSseParser().push('data: {"type":"surprise"}\n\n')).toThrow(MalformedEventError);
    expect(() => createSseParser().push('data: not json\n\n')).toThrow(MalformedEventError);
  });
});

describe('readGenerationEvents', () => {
  it('delivers every event of a streamed body in order', async () => {
    const text = frame(start) + frame(delta) + frame(done);
    const events: GenerationEvent[] = [];
    await readGenerationEvents(streamOf([text.slice(0, 30), text.slice(30, 31), text.slice(31)]), (event) => events.push(event));
    expect(events).toEqual([start, delta, done]);
  });

  it('decodes characters split between chunks', async () => {
    const curly: GenerationEvent = { type: 'section-delta', sectionId: 'intro', delta: 'the “Agreement” — §12' };
    const bytes = new TextEncoder().encode(frame(curly));
    const events: GenerationEvent[] = [];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const cut = bytes.indexOf(0xe2) + 1;
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    await readGenerationEvents(body, (event) => events.push(event));
    expect(events).toEqual([curly]);
  });
});
