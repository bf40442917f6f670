/**
 * The landing page's initial JavaScript against its budget (issue #16): `npm run bench -- bundle` builds the client
 * into a temporary folder and sums, gzipped, what a visitor to `/` downloads: the entry chunk and its static imports
 * (index.html's script and modulepreloads, which landing.html loads through after-paint.ts once it has painted), that
 * script, then the landing page's own lazy chunk and the chunks it adds, and checks that none of it holds the editor,
 * Markdown, chart or zod code that other pages load.
 * Needs no corpus or database. Over budget it says so but still exits 0, so that the other benchmarks in
 * `npm run bench` run on.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest, type Plugin } from 'vite';
import { recordRow } from './report';

/** Issue #16's goal for the entry and its static imports, gzipped. */
const BUDGET_BYTES = 120 * 1024;
const LANDING_PAGE = 'pages/LandingPage.tsx'; // manifest keys are relative to the client root, src/client
const AFTER_PAINT = 'after-paint.ts';

/** Code the landing page must not download: the draft editor, the Markdown renderer, the usage chart, zod. */
const NOT_ON_LANDING = /\/node_modules\/(@tiptap|prosemirror-|react-markdown|remark-|rehype-|micromark|mdast-|zod)\b|\/features\/(drafting|dashboard|chat)\//;

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The chunk files `key` loads before it runs: itself and its static imports, recursively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** Which source modules went into each chunk file, as the bundler reports them. */
function recordChunkModules(into: Map<string, string[]>): Plugin {
  return {
    name: 'bench:chunk-modules',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk') into.set(chunk.fileName, Object.keys(chunk.modules));
      }
    },
  };
}

const outDir = await mkdtemp(path.join(os.tmpdir(), 'volnadraft-bundle-'));
try {
  const chunkModules = new Map<string, string[]>();
  await build({
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, manifest: true },
    plugins: [recordChunkModules(chunkModules)],
  });
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzipped = async (file: string) => gzipSync(await readFile(path.join(outDir, file))).length;
  const total = async (files: Iterable<string>) => {
    const sizes = await Promise.all([...files].map(async (file) => ({ file, bytes: await gzipped(file) })));
    return { sizes: sizes.sort((a, b) => b.bytes - a.bytes), bytes: sizes.reduce((sum, s) => sum + s.bytes, 0) };
  };

  // landing.html starts with after-paint.ts, which loads index.html's entry and its static imports once painted.
  const initialFiles = staticClosure(manifest, 'index.html', staticClosure(manifest, AFTER_PAINT));
  const initial = await total(initialFiles);
  const landingOnly = [...staticClosure(manifest, LANDING_PAGE)].filter((file) => !initialFiles.has(file));
  const landing = await total(landingOnly);

  console.log('Landing page (/) JavaScript, gzipped');
  console.log(
    `  initial (entry + static imports, and the script that loads them): ${kilobytes(initial.bytes)} ` +
      `against a budget of ${kilobytes(BUDGET_BYTES)}`,
  );
  for (const { file, bytes } of initial.sizes) console.log(`    ${kilobytes(bytes).padStart(9)}  ${file}`);
  console.log(`  then the landing page's lazy chunks: ${kilobytes(landing.bytes)} (${landing.sizes.length} files)`);
  console.log(`  both: ${kilobytes(initial.bytes + landing.bytes)}`);
  const met = initial.bytes <= BUDGET_BYTES;
  if (!met) console.log(`  OVER BUDGET by ${kilobytes(initial.bytes - BUDGET_BYTES)}`);

  const landingModules = [...initialFiles, ...landingOnly].flatMap((file) => chunkModules.get(file) ?? []);
  const strays = landingModules.filter((id) => NOT_ON_LANDING.test(id));
  console.log(`  editor, Markdown, chart or zod code on the landing page: ${strays.length === 0 ? 'none' : strays.length}`);
  for (const id of strays.slice(0, 10)) console.log(`    ${path.relative(process.cwd(), id)}`);

  recordRow({
    path: 'initial JavaScript of the landing page',
    database: '',
    measured: `${kilobytes(initial.bytes)} gzip`,
    baseline: `budget ${kilobytes(BUDGET_BYTES)}`,
    ratio: `${(initial.bytes / BUDGET_BYTES).toFixed(2)} of budget`,
    goal: '≤ 120 KB gzip',
    met: met && strays.length === 0,
  });
} finally {
  await rm(outDir, { recursive: true, force: true });
}
