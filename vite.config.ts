import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * Preloads the Latin subsets of the two variable fonts above the landing page's fold (Inter for text, Source Serif 4
 * for the logo): otherwise the browser finds them only after the stylesheet has loaded and the first render has
 * asked for them (issue #16). Other subsets still load on demand through the CSS's unicode-range.
 */
function preloadLatinFonts(): Plugin {
  const latin = /^assets\/(inter|source-serif-4)-latin-wght-normal-[\w-]+\.woff2$/;
  return {
    name: 'volnadraft:preload-latin-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .filter((file) => latin.test(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          })),
    },
  };
}

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

// The client lives in src/client; the server serves dist/client in production.
export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), tailwindcss(), preloadLatinFonts(), precompress()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // dist/client is served to everyone: source maps would publish the whole client source, comments included.
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
    fs: { allow: ['../..'] },
  },
});
