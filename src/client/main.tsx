import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { installGlobalErrorHandling } from './lib/global-errors';
import './styles.css';

installGlobalErrorHandling();

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The landing page arrives prerendered (landing.html, built by vite.config.ts) and is hydrated; every other page
// starts from the empty shell. Hydrating as a transition lets React yield to the browser every few milliseconds, so a
// tap or a scroll is not held behind one long task while the page hydrates (issue #16, Lighthouse's TBT).
if (container.hasChildNodes()) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
