/**
 * The build's server-side entry (vite.config.ts, prerenderLanding): renders a page to HTML once, at build time, so
 * the landing page paints from its HTML and stylesheet before any JavaScript has arrived (issue #16). It renders
 * what a browser's first render shows, the signed-in state still loading, so the browser hydrates it as it is.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/App';
import { AppRoutes } from './app/router';

const page = (url: string) => (
  <StrictMode>
    <AppProviders>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  </StrictMode>
);

export async function renderPage(url: string): Promise<string> {
  // A first pass loads every lazy part the page shows (prerender waits for them); the second then renders them
  // in place. Rendered in one pass, a lazy part would arrive as a hidden segment moved in by an inline script,
  // which the Content-Security-Policy forbids, leaving the page on its spinner until the JavaScript came.
  const { prelude } = await prerenderToNodeStream(page(url));
  for await (const chunk of prelude) void chunk;
  const html = renderToString(page(url));
  // <!--$!--> and <!--$?--> mark a part that was not rendered and would show its fallback: better no build.
  if (/<!--\$[!?]-->/.test(html)) throw new Error(`Prerendering ${url} left a part unrendered (it suspended twice)`);
  return html;
}
