import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The Node flags `npm start` gives the server (package.json's start script: `tsx <flags> src/server/main.ts`), so
 * that the servers the benchmarks start, in their own process or in a child, run as deployed.
 */
export function startFlags(): string[] {
  const file = fileURLToPath(new URL('../package.json', import.meta.url));
  const { scripts } = JSON.parse(readFileSync(file, 'utf8')) as { scripts: Record<string, string> };
  const flags = /\btsx((?: --[\w-]+(?:=\S+)?)*) src\/server\/main\.ts/.exec(scripts.start ?? '');
  if (!flags) throw new Error(`package.json's start script no longer runs 'tsx [flags] src/server/main.ts': ${scripts.start}`);
  return flags[1]!.trim().split(' ').filter(Boolean);
}
