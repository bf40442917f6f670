import { generationEventSchema, type GenerationEvent } from '../../../../shared/api/drafts';

/** The stream sent something that is not a generation event: a broken connection or a server bug, never user error. */
export class MalformedEventError extends Error {
  constructor(readonly data: string) {
    super('The generation stream sent an event this page does not understand.');
    this.name = 'MalformedEventError';
  }
}

function parseEvent(data: string): GenerationEvent {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw new MalformedEventError(data);
  }
  const parsed = generationEventSchema.safeParse(json);
  if (!parsed.success) throw new MalformedEventError(data);
  return parsed.data;
}

/**
 * Reads server-sent events as they arrive in arbitrary chunks. An event ends at a blank line; its `data:` lines
 * are joined with newlines (the SSE rule); comments (`:`) and other fields (`event:`, `id:`) are ignored.
 */
export function createSseParser() {
  let buffer = '';
  let dataLines: string[] = [];

  const takeLine = (line: string, events: GenerationEvent[]) => {
    if (line === '') {
      if (dataLines.length > 0) events.push(parseEvent(dataLines.join('\n')));
      dataLines = [];
    } else if (line.startsWith('data:')) {
      dataLines.push(line.slice(line.startsWith('data: ') ? 6 : 5));
    }
  };

  return {
    /** The events completed by this chunk, in order. */
    push(chunk: string): GenerationEvent[] {
      buffer += chunk;
      const events: GenerationEvent[] = [];
      // A '\r' at the very end may be the first half of '\r\n': keep it until the next chunk says.
      const heldReturn = buffer.endsWith('\r');
      const lines = (heldReturn ? buffer.slice(0, -1) : buffer).split(/\r\n|\r|\n/);
      // The last piece is a line still arriving.
      buffer = (lines.pop() ?? '') + (heldReturn ? '\r' : '');
      for (const line of lines) takeLine(line, events);
      return events;
    },
    /** The stream closed: an event that was not followed by a blank line still counts. */
    end(): GenerationEvent[] {
      const events: GenerationEvent[] = [];
      const last = buffer.replace(/\r$/, '');
      if (last !== '') takeLine(last, events);
      buffer = '';
      takeLine('', events);
      return events;
    },
  };
}

/** Feeds every event of a streamed response body to `onEvent`, in order, until the stream ends. */
export async function readGenerationEvents(body: ReadableStream<Uint8Array>, onEvent: (event: GenerationEvent) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true })).forEach(onEvent);
    }
    parser.push(decoder.decode()).forEach(onEvent);
    parser.end().forEach(onEvent);
  } finally {
    reader.releaseLock();
  }
}
