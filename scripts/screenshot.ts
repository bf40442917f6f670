/**
 * Takes screenshots of pages of a running app at desktop and phone widths, for looking at what we build.
 * Usage: tsx scripts/screenshot.ts <base-url> <out-dir> <path> [<path> ...]
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';

const [baseUrl = 'http://localhost:3000', outDir = 'screenshots', ...paths] = process.argv.slice(2);
const viewports = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const [name, viewport] of Object.entries(viewports)) {
    const page = await browser.newPage({ viewport });
    for (const route of paths.length > 0 ? paths : ['/']) {
      await page.goto(new URL(route, baseUrl).toString(), { waitUntil: 'networkidle' });
      const file = path.join(outDir, `${route.replace(/\W+/g, '_') || 'home'}-${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
