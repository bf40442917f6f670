import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { assertChromiumInstalled } from './chromium';
import { CLIENT_DIST_DIR } from './harness';

/** Browser journeys need Debian's Chromium and the built client; say how to get either when missing. */
export default function setup() {
  assertChromiumInstalled();
  if (!existsSync(`${CLIENT_DIST_DIR}/index.html`)) {
    console.log('The client is not built yet; building it for the browser tests (npm run build).');
    execSync('npx vite build', { stdio: 'inherit' });
  }
}
