/**
 * Rebuilds public/media/demo.mp4 and its poster from a real session of the built app (the product tour of
 * scripts/support/product-tour.ts): a new attorney drafts a federal motion to dismiss, fixes what the draft check
 * finds, checks a brief's citations and exports the draft (issue #39). Each screen is held for a few seconds with its
 * caption burned in along the bottom (the video plays muted on the landing page), shorter than a minute in all.
 * Needs the built client (npm run build), Debian's Chromium and ffmpeg.
 * Usage: tsx scripts/make-demo-video.ts [port]   (default 4152)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { runProductTour } from './support/product-tour';

/** The screens the video shows, in the tour's order, with what each caption says. */
const CAPTIONS: Record<string, string> = {
  'first-motion-1-choose-document': 'Draft: choose the paper, here a motion to dismiss in federal court.',
  'first-motion-3-intake': 'Give the parties and the facts once; the court’s rules shape the paper.',
  'first-motion-4-studio': 'The motion is written section by section, with its caption and signature block.',
  'first-motion-6-finding': 'The draft check names the rule a paper breaks, with its source.',
  'first-motion-7-fixed': 'Fix it in place: the finding is gone.',
  'check-citations-1-paste': 'Check citations: paste a brief.',
  'check-citations-2-results': 'Every citation is checked against the case law.',
  'check-citations-3-entries': 'A real case is verified; a wrong year and a case that does not exist are flagged.',
  'export-2-menu': 'Export the motion to Word or PDF.',
  'export-3-confirm': 'A citation that could not be verified is shown before the paper leaves.',
};
const POSTER = 'first-motion-4-studio';
const SECONDS_PER_FRAME = 5;
const FADE = 0.6;
const VIEWPORT = { width: 1280, height: 720 };

/** A caption bar along the bottom of the page, as a viewer of the muted video reads it. */
async function withCaption(page: Page, text: string, shot: () => Promise<unknown>) {
  await page.evaluate((caption) => {
    const bar = document.createElement('div');
    bar.id = 'demo-caption';
    bar.textContent = caption;
    bar.style.cssText =
      'position:fixed;left:0;right:0;bottom:0;z-index:2147483647;padding:18px 32px;background:rgba(15,23,42,.92);' +
      'color:#fff;font:600 26px/1.3 system-ui,sans-serif;text-align:center';
    document.body.append(bar);
  }, text);
  await shot();
  await page.evaluate(() => document.getElementById('demo-caption')?.remove());
}

const work = mkdtempSync(path.join(tmpdir(), 'vd-demo-'));
const frames: string[] = [];
try {
  await runProductTour({
    port: Number(process.argv[2] ?? 4152),
    viewport: VIEWPORT,
    shoot: async (page, name) => {
      const caption = CAPTIONS[name];
      if (!caption) return;
      if (name === POSTER) await page.screenshot({ path: path.join(work, 'poster.png'), animations: 'disabled' });
      const file = path.join(work, `frame-${frames.length}.png`);
      await withCaption(page, caption, () => page.screenshot({ path: file, animations: 'disabled' }));
      frames.push(file);
      console.log(`frame ${frames.length}: ${caption}`);
    },
  });
  const missing = Object.keys(CAPTIONS).length - frames.length;
  if (missing > 0) throw new Error(`the tour showed ${frames.length} of the ${Object.keys(CAPTIONS).length} screens the video needs`);

  const inputs = frames.flatMap((file) => ['-loop', '1', '-t', String(SECONDS_PER_FRAME), '-i', file]);
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
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-i', path.join(work, 'poster.png'), '-vf', 'scale=960:540', '-q:v', '5', 'public/media/demo-poster.jpg']);
  const seconds = frames.length * SECONDS_PER_FRAME - (frames.length - 1) * FADE;
  console.log(`wrote public/media/demo.mp4 (${frames.length} screens, ${seconds.toFixed(1)} s) and public/media/demo-poster.jpg`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
