import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The server bundle `npm start` runs (scripts/build-server.mjs writes it; ADR 022). */
export const SERVER_BUNDLE = 'dist/server/main.mjs';

function packageScripts(): Record<string, string> {
  const file = fileURLToPath(new URL('../package.json', import.meta.url));
  return (JSON.parse(readFileSync(file, 'utf8')) as { scripts: Record<string, string> }).scripts;
}

/**
 * The Node flags `npm start` gives the server (package.json's start script: `node <flags> dist/server/main.mjs`), so
 * that the servers the benchmarks start, in their own process or in a child, run as deployed.
 */
export function startFlags(): string[] {
  const scripts = packageScripts();
  const flags = /\bnode((?: --[\w-]+(?:=\S+)?)*) dist\/server\/main\.mjs/.exec(scripts.start ?? '');
  if (!flags) throw new Error(`package.json's start script no longer runs 'node [flags] ${SERVER_BUNDLE}': ${scripts.start}`);
  return flags[1]!.trim().split(' ').filter(Boolean);
}

/**
 * The Node flags `npm run corpus:import` runs the importer with (package.json: `node <flags> --import tsx
 * scripts/corpus-import.ts`), so that the import benchmark's own process runs as an operator's import does.
 */
export function corpusImportFlags(): string[] {
  const script = packageScripts()['corpus:import'] ?? '';
  const flags = /\bnode((?: --[\w-]+=\S+)*) --import tsx scripts\/corpus-import\.ts/.exec(script);
  if (!flags) throw new Error(`package.json's corpus:import script no longer runs 'node [flags] --import tsx scripts/corpus-import.ts': ${script}`);
  return flags[1]!.trim().split(' ').filter(Boolean);
}
