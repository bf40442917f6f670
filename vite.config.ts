import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a .br and a .gz beside every text file of the build, which the server's static serving sends to browsers
 * that accept them (issue #16: uncompressed, the entry chunk alone was 347 KB on a phone's connection). Compressed
 * once here, at the highest levels, instead of on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'volnadraft:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name));
      await Promise.all(
        files.map(async (entry) => {
          const file = path.join(entry.parentPath, entry.name);
          const content = await readFile(file);
          if (content.length < 1024) return; // below a packet, compression saves nothing worth a second file
          const params = { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY };
          await writeFile(`${file}.br`, await brotli(content, { params }));
          await writeFile(`${file}.gz`, await gzipAsync(content, { level: 9 }));
        }),
      );
    },
  };
}

/** The markup index.html holds for the app to render into, and which the prerendered page fills. */
const EMPTY_ROOT = '<div id="root"></div>';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/** src/client/after-paint.ts, built as a second entry, which imports the app's entry once the page has painted. */
const AFTER_PAINT = 'after-paint';

/** Swaps the app's entry script and the preloads of its imports for the script that fetches them after the paint. */
function loadEntryAfterPaint(page: string, afterPaintFile: string): string {
  const entry = ENTRY_SCRIPT.exec(page);
  if (!entry) throw new Error('landing.html no longer holds the entry script to defer');
  const preloads = [...page.matchAll(MODULE_PRELOAD)].map((link) => link[1]);
  const script =
    `<script type="module" crossorigin src="/${afterPaintFile}" ` +
    `data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"></script>`;
  return page.replace(MODULE_PRELOAD, '').replace(entry[0], () => script);
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/index-[\w-]+\.css)">/;

/**
 * Puts the entry stylesheet inside the landing page, so that the page paints as its HTML arrives, without a second
 * request in the way (issue #16: the stylesheet was the page's one render-blocking request, some 300 ms of a phone's
 * first paint by Lighthouse). About 12 KB compressed; the style-src policy allows inline styles. Other pages keep the
 * link, and the browser's cache.
 */
async function inlineStylesheet(page: string, outDir: string): Promise<string> {
  const link = STYLESHEET_LINK.exec(page);
  if (!link) throw new Error('landing.html no longer links the entry stylesheet to inline');
  const css = await readFile(path.join(outDir, link[1]!), 'utf8');
  if (/<\/style/i.test(css)) throw new Error(`${link[1]} holds "</style", which would end the inline style early`);
  return page.replace(link[0], () => `<style>${css}</style>`);
}

/**
 * Writes landing.html, the shell with the landing page already rendered inside it, which the server sends for `/`
 * (issue #16): the page paints from its HTML and stylesheet, without waiting for the entry chunk, and the entry
 * hydrates it. The page is rendered by src/client/prerender.tsx, built for Node into a folder removed afterwards.
 * Runs at writeBundle, before precompress (closeBundle) compresses what the build wrote.
 */
function prerenderLanding(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'volnadraft:prerender-landing',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      // Inside the project, so that Node finds the packages the built module imports.
      const serverDir = path.resolve(root, '../../node_modules/.cache/volnadraft-prerender');
      try {
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: [react()],
          build: {
            ssr: 'prerender.tsx',
            outDir: serverDir,
            emptyOutDir: true,
            copyPublicDir: false,
            minify: false,
            cssMinify: false,
            rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
          },
        });
        const { renderPage } = (await import(pathToFileURL(path.join(serverDir, 'prerender.mjs')).href)) as {
          renderPage: (url: string) => Promise<string>;
        };
        const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
        if (!shell.includes(EMPTY_ROOT)) throw new Error(`index.html no longer holds ${EMPTY_ROOT} to render into`);
        const afterPaint = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === AFTER_PAINT);
        if (!afterPaint) throw new Error(`The build holds no ${AFTER_PAINT} chunk for landing.html to load`);
        const rendered = shell.replace(EMPTY_ROOT, `<div id="root">${await renderPage('/')}</div>`);
        const page = loadEntryAfterPaint(await inlineStylesheet(rendered, outDir), afterPaint.fileName);
        await writeFile(path.join(outDir, 'landing.html'), page);
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}

// The client lives in src/client; the server serves dist/client in production.
export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  // No <link rel="preload"> for the fonts: preloaded, their 100 KB shared the phone's bandwidth with the entry chunk
  // and held Lighthouse's mobile LCP at 3.1-3.7 s instead of 2.3 s (issue #16). They load from the stylesheet.
  plugins: [react(), tailwindcss(), prerenderLanding(), precompress()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // dist/client is served to everyone: source maps would publish the whole client source, comments included.
    sourcemap: false,
    // Of the browsers the build targets (Vite's default: Chrome and Edge 111, Firefox 114, Safari 16.4), only Firefox
    // 114 and Safari 16.4 ignore <link rel="modulepreload">; there the entry's imports load as the entry asks for
    // them. Left out, the polyfill's 0.3 KB keeps the landing page's JavaScript in its budget (bench/bundle.ts).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('src/client/index.html', import.meta.url)),
        [AFTER_PAINT]: fileURLToPath(new URL('src/client/after-paint.ts', import.meta.url)),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
    fs: { allow: ['../..'] },
  },
});
