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

// The client lives in src/client; the server serves dist/client in production.
export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), tailwindcss(), preloadLatinFonts()],
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
