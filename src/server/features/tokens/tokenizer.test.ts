import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { encode } from 'gpt-tokenizer';
import { describe, expect, it } from 'vitest';
import { countTokens, tokenizer } from './tokenizer';

const PROJECT_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/** Imports the modules that count tokens in a fresh process, then runs `work`: did gpt-tokenizer load, by import or require? */
function tokenizerLoadedAfter(work: string): boolean {
  const script = `
    const { registerHooks } = await import('node:module');
    let loaded = false;
    registerHooks({ resolve(specifier, context, next) { const resolved = next(specifier, context); if (resolved.url.includes('/gpt-tokenizer/')) loaded = true; return resolved; } });
    const { countTokens } = await import('./src/server/features/tokens/tokenizer.ts');
    await import('./src/server/features/tokens/metering.ts');
    await import('./src/server/features/chat/prompt.ts');
    await import('./src/server/providers/ai/offline/engine.ts');
    ${work}
    console.log(loaded);`;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: PROJECT_ROOT, encoding: 'utf8' });
  return output.trim().endsWith('true');
}

describe('tokenizer', () => {
  it('counts as gpt-tokenizer does', () => {
    const text = 'The court held, 410 U.S. 113 (1973), that the statute was unconstitutional.';
    expect(countTokens(text)).toBe(encode(text).length);
    expect(tokenizer().decode(tokenizer().encode(text))).toBe(text);
  });

  it('loads its tables at the first count, not when the modules that count are imported', () => {
    expect(tokenizerLoadedAfter('')).toBe(false);
    expect(tokenizerLoadedAfter("countTokens('one count');")).toBe(true);
  }, 60_000);
});
