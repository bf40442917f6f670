/**
 * Photographs the real app for the tutorials in content/tutorials/ (the product tour of scripts/support/product-tour.ts),
 * saving each screen the tutorials show as public/tutorials/<name>.png.
 * Needs the built client (npm run build, or CLIENT_DIST_DIR) and Debian's Chromium.
 * Usage: tsx scripts/tutorial-screenshots.ts [port]   (default 4151)
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { runProductTour } from './support/product-tour';

const OUT_DIR = path.resolve('public/tutorials');
mkdirSync(OUT_DIR, { recursive: true });

await runProductTour({
  port: Number(process.argv[2] ?? 4151),
  viewport: { width: 1280, height: 800 },
  // The whole viewport, or one part of the page when `part` is given.
  shoot: async (page, name, part) => {
    const file = path.join(OUT_DIR, `${name}.png`);
    if (part) {
      await part.scrollIntoViewIfNeeded();
      await part.screenshot({ path: file, animations: 'disabled' });
    } else {
      await page.screenshot({ path: file, animations: 'disabled' });
    }
    console.log(path.relative(process.cwd(), file));
  },
});
