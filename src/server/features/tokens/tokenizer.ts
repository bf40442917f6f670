import { createRequire } from 'node:module';
import type * as GptTokenizer from 'gpt-tokenizer';

type Tokenizer = typeof GptTokenizer;

const require = createRequire(import.meta.url);
let loaded: Tokenizer | undefined;

/**
 * The GPT tokenizer (o200k_base), loaded at the first count rather than at start: its tables take about 16 MB of
 * JS heap and 65 MB of RSS, which a server that is never asked to write or chat need not hold (issue #16, server
 * memory). require() keeps every count synchronous; the first one pays the load, about 100 ms.
 */
export function tokenizer(): Tokenizer {
  loaded ??= require('gpt-tokenizer') as Tokenizer;
  return loaded;
}

export const countTokens = (text: string): number => tokenizer().encode(text).length;
