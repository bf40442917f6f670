/**
 * Rebuilds public/media/demo.mp4 (and its poster) from screenshots of the running app, so the landing page's
 * demo always shows the real product. Needs Debian's chromium and ffmpeg.
 * Usage: tsx scripts/make-demo-video.ts [base-url]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';

const baseUrl = process.argv[2] ?? 'http://localhost:3000';
const frames: Array<{ route: string; scrollTo?: string }> = [
  { route: '/' },
  { route: '/', scrollTo: '[data-testid="feature-card"]' },
  { route: '/', scrollTo: 'text=Built by Legal Experts' },
  { route: '/tools' },
  { route: '/', scrollTo: 'text=Get Expert Support' },
];
const SECONDS_PER_FRAME = 3;
const FADE = 0.6;

const work = mkdtempSync(path.join(tmpdir(), 'vd-demo-'));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  for (const [index, frame] of frames.entries()) {
    await page.goto(new URL(frame.route, baseUrl).toString(), { waitUntil: 'networkidle' });
    await page.addStyleTag({ content: '[data-testid="demo-video"]{visibility:hidden}' });
    if (frame.scrollTo) await page.locator(frame.scrollTo).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(work, `frame-${index}.png`) });
  }
} finally {
  await browser.close();
}

const inputs = frames.flatMap((_, i) => ['-loop', '1', '-t', String(SECONDS_PER_FRAME), '-i', path.join(work, `frame-${i}.png`)]);
const fades = frames.slice(1).map((_, i) => {
  const from = i === 0 ? '[0:v]' : `[v${i}]`;
  const offset = (i + 1) * (SECONDS_PER_FRAME - FADE);
  return `${from}[${i + 1}:v]xfade=transition=fade:duration=${FADE}:offset=${offset.toFixed(2)}[v${i + 1}]`;
});
const filter = `${fades.join(';')};[v${frames.length - 1}]scale=960:540,format=yuv420p[out]`;
execFileSync('ffmpeg', [
  '-y', '-loglevel', 'error', ...inputs, '-filter_complex', filter, '-map', '[out]',
  '-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-movflags', '+faststart', '-an',
  'public/media/demo.mp4',
]);
execFileSync('ffmpeg', [
  '-y', '-loglevel', 'error', '-i', path.join(work, 'frame-0.png'), '-vf', 'scale=960:540', '-q:v', '5',
  'public/media/demo-poster.jpg',
]);
rmSync(work, { recursive: true, force: true });
console.log('wrote public/media/demo.mp4 and public/media/demo-poster.jpg');
