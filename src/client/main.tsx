import { StrictMode } from 'react';
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
// starts from the empty shell.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
