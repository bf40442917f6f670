import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The server bundle `npm start` runs (scripts/build-server.mjs writes it; ADR 022). */
export const SERVER_BUNDLE = 'dist/server/main.mjs';

/**
 * The Node flags `npm start` gives the server (package.json's start script: `node <flags> dist/server/main.mjs`), so
 * that the servers the benchmarks start, in their own process or in a child, run as deployed.
 */
export function startFlags(): string[] {
  const file = fileURLToPath(new URL('../package.json', import.meta.url));
  const { scripts } = JSON.parse(readFileSync(file, 'utf8')) as { scripts: Record<string, string> };
  const flags = /\bnode((?: --[\w-]+(?:=\S+)?)*) dist\/server\/main\.mjs/.exec(scripts.start ?? '');
  if (!flags) throw new Error(`package.json's start script no longer runs 'node [flags] ${SERVER_BUNDLE}': ${scripts.start}`);
  return flags[1]!.trim().split(' ').filter(Boolean);
}
