/**
 * The landing page's one script (vite.config.ts, prerenderLanding). The page arrives rendered, so the app's entry
 * chunk is fetched only after the browser has painted it: on a phone's connection its 100 KB no longer share the
 * bandwidth with the page's HTML and fonts before the first paint (issue #16, ADR 029: Lighthouse's mobile FCP
 * 2.1-2.2 s with the entry in the page's head, 1.5-1.6 s fetched from here). Links work as plain links until the app
 * has hydrated.
 *
 * The build names the entry and the chunks it imports on this script's tag; importing the entry by name here would
 * make the bundler split the app's code differently for every other page.
 */
const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');

function start() {
  if (!tag?.dataset.entry) return;
  for (const href of (tag.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
    document.head.append(link);
  }
  void import(/* @vite-ignore */ tag.dataset.entry);
}

// A hidden tab paints nothing and runs no animation frames until it is shown: there is no paint to wait for.
if (document.visibilityState === 'hidden') start();
// An animation frame runs just before a paint; the timeout after it, once that paint is done.
else requestAnimationFrame(() => setTimeout(start, 0));
