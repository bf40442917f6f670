/**
 * `npm run build:server`: bundles the server (src/server/start.ts, then main.ts and what it imports from src/) into
 * dist/server/main.mjs, which `npm start` runs with plain Node instead of tsx (ADR 022: tsx's loader thread and the
 * TypeScript it compiles at every start held tens of MB of the server's memory). Packages stay in node_modules and
 * are imported from there at run time, so files they find beside their own code (PGlite's WebAssembly, pdfjs-dist's
 * worker, tesseract.js's data) resolve as they do in development. Code the server reaches through `await import()`
 * becomes its own chunk, loaded on first use as it is under tsx.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = path.join(ROOT, 'dist/server');

/**
 * The server reads files beside its sources (migrations, the built-in citation index, content/, package.json) with
 * `new URL('…', import.meta.url)`. In a bundle, import.meta.url is the bundle's own URL; this gives each source file
 * back its own, as a path relative to the chunk that holds it, so the bundle still works when the project is moved.
 * Every chunk sits directly in dist/server, so that relative path is the same from each of them.
 */
function sourceFileUrls() {
  return {
    name: 'volnadraft:source-file-urls',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
        const relative = path.relative(OUT_DIR, args.path).split(path.sep).join('/');
        const own = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
        return { contents: source.replaceAll('import.meta.url', own), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

await rm(OUT_DIR, { recursive: true, force: true });
const result = await build({
  absWorkingDir: ROOT,
  // The import's search-vector thread is a file of its own, which a Worker loads by path (ADR 032).
  // So is the thread each uploaded document is read on (ADR 023).
  entryPoints: {
    main: 'src/server/start.ts',
    'search-vector-worker': 'src/server/features/corpus/search-vector-worker.ts',
    'document-reader-worker': 'src/server/features/documents/extract/reader-worker.ts',
  },
  outdir: OUT_DIR,
  outExtension: { '.js': '.mjs' },
  chunkNames: '[name]-[hash]', // beside main.mjs: see sourceFileUrls
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: 'linked',
  // The maps point at the sources in src/, which stay beside the bundle; copies of them in the map would only take memory.
  sourcesContent: false,
  // Stack traces keep the sources' names (--enable-source-maps maps lines; names matter to error reports too).
  keepNames: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [sourceFileUrls()],
});
const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.mjs'));
const kb = outputs.reduce((sum, [, output]) => sum + output.bytes, 0) / 1024;
console.log(`server bundle: ${outputs.length} files, ${kb.toFixed(0)} KB in ${path.relative(ROOT, OUT_DIR)}`);
