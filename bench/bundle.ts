/**
 * The landing page's initial JavaScript against its budget (issue #16): `npm run bench -- bundle` builds the client
 * into a temporary folder and sums, gzipped, what a visitor to `/` downloads before the page shows: the entry chunk
 * and its static imports (the index.html script and modulepreloads), then the landing page's own lazy chunk and the
 * chunks it adds. Needs no corpus or database. Over budget it says so
 * but still exits 0, so that the other benchmarks in `npm run bench` run on.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';

/** Issue #16's goal for the entry and its static imports, gzipped. */
const BUDGET_BYTES = 120 * 1024;
const LANDING_PAGE = 'pages/LandingPage.tsx'; // manifest keys are relative to the client root, src/client

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The chunk files `key` loads before it runs: itself and its static imports, recursively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

const outDir = await mkdtemp(path.join(os.tmpdir(), 'volnadraft-bundle-'));
try {
  await build({ logLevel: 'error', build: { outDir, emptyOutDir: true, manifest: true } });
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzipped = async (file: string) => gzipSync(await readFile(path.join(outDir, file))).length;
  const total = async (files: Iterable<string>) => {
    const sizes = await Promise.all([...files].map(async (file) => ({ file, bytes: await gzipped(file) })));
    return { sizes: sizes.sort((a, b) => b.bytes - a.bytes), bytes: sizes.reduce((sum, s) => sum + s.bytes, 0) };
  };

  const initialFiles = staticClosure(manifest, 'index.html');
  const initial = await total(initialFiles);
  const landingOnly = [...staticClosure(manifest, LANDING_PAGE)].filter((file) => !initialFiles.has(file));
  const landing = await total(landingOnly);

  console.log('Landing page (/) JavaScript, gzipped');
  console.log(`  initial (entry + static imports): ${kilobytes(initial.bytes)} against a budget of ${kilobytes(BUDGET_BYTES)}`);
  for (const { file, bytes } of initial.sizes) console.log(`    ${kilobytes(bytes).padStart(9)}  ${file}`);
  console.log(`  then the landing page's lazy chunks: ${kilobytes(landing.bytes)} (${landing.sizes.length} files)`);
  console.log(`  both: ${kilobytes(initial.bytes + landing.bytes)}`);
  if (initial.bytes > BUDGET_BYTES) {
    console.log(`  OVER BUDGET by ${kilobytes(initial.bytes - BUDGET_BYTES)}`);
  }
} finally {
  await rm(outDir, { recursive: true, force: true });
}
