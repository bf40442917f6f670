import type { UIMessageChunk } from 'ai';
import { assistantMetadataSchema, type AssistantMetadata } from '../../src/shared/api/chat';

/** The chunks of an AI SDK UI message stream as sent over SSE (`data: {json}` events, ending with `data: [DONE]`). */
export function parseUIStream(body: string): { chunks: UIMessageChunk[]; done: boolean } {
  const data = body
    .split('\n\n')
    .map((event) => event.split('\n').find((line) => line.startsWith('data: '))?.slice('data: '.length))
    .filter((line): line is string => line !== undefined);
  return {
    chunks: data.filter((line) => line !== '[DONE]').map((line) => JSON.parse(line) as UIMessageChunk),
    done: data.at(-1) === '[DONE]',
  };
}

export const deltasOf = (chunks: UIMessageChunk[]) => chunks.flatMap((c) => (c.type === 'text-delta' ? [c.delta] : []));

export const errorTextOf = (chunks: UIMessageChunk[]) => chunks.find((c) => c.type === 'error')?.errorText ?? null;

/** The answer's metadata, as the finish chunk carries it. */
export function finishMetadata(chunks: UIMessageChunk[]): AssistantMetadata {
  const finish = chunks.find((c) => c.type === 'finish');
  if (!finish) throw new Error(`no finish chunk in ${JSON.stringify(chunks.map((c) => c.type))}`);
  return assistantMetadataSchema.parse(finish.messageMetadata);
}
