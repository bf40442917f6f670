import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { parseMarkdownFile } from '../../../shared/front-matter';
import { tableOfContents } from './headings';
import { MarkdownContent } from './MarkdownContent';
import { TUTORIAL_ORDER } from './ordering';
import type { SinglePageName } from './SinglePage';

/** The files in content/ as the pages load them, checked before a visitor could meet a broken one. */
const ROOT = path.resolve('content');
const COLLECTIONS = ['help', 'blog', 'tutorials', 'pages'] as const;
const SINGLE_PAGES: SinglePageName[] = ['about', 'resources', 'faq', 'privacy', 'terms', 'cookies', 'data-security'];

const files = COLLECTIONS.flatMap((collection) =>
  readdirSync(path.join(ROOT, collection))
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const raw = readFileSync(path.join(ROOT, collection, name), 'utf8');
      return { collection, slug: name.replace(/\.md$/, ''), file: `${collection}/${name}`, raw, ...parseMarkdownFile(raw, `${collection}/${name}`) };
    }),
);
const inCollection = (collection: (typeof COLLECTIONS)[number]) => files.filter((file) => file.collection === collection);

// The app's routes, read from the router, as patterns.
const routeSource = readFileSync('src/client/app/router.tsx', 'utf8');
const routes = [...routeSource.matchAll(/path: '(\/[^']*)'/g)].map(([, route]) => new RegExp(`^${route!.replace(/:\w+/g, '[^/]+')}$`));

function internalLinkProblem(href: string): string | null {
  const pathname = href.split(/[?#]/)[0]!;
  const article = /^\/(help|blog|tutorials)\/([^/]+)$/.exec(pathname);
  if (article) return files.some((file) => file.collection === article[1] && file.slug === article[2]) ? null : `no content/${article[1]}/${article[2]}.md`;
  return pathname === '/' || routes.some((route) => route.test(pathname)) ? null : 'no such route';
}

describe('the content files', () => {
  it('all have valid front matter, YAML-safe: a value with ": " or " #" in it is quoted', () => {
    for (const file of files) {
      const frontMatter = file.raw.split('---')[1]!;
      for (const line of frontMatter.split('\n').filter((l) => l.includes(':'))) {
        const value = line.slice(line.indexOf(':') + 1).trim();
        if (!/^["'[]/.test(value)) expect(value, `${file.file}: ${line}`).not.toMatch(/: | #/);
      }
    }
  });

  it('include every single page, at least 10 help articles, 5 dated blog articles and the three tutorials', () => {
    expect(inCollection('pages').map((file) => file.slug).sort()).toEqual([...SINGLE_PAGES].sort());
    expect(inCollection('help').length).toBeGreaterThanOrEqual(10);
    expect(inCollection('blog').length).toBeGreaterThanOrEqual(5);
    expect(inCollection('tutorials').map((file) => file.slug).sort()).toEqual([...TUTORIAL_ORDER].sort());
    for (const file of [...inCollection('help'), ...inCollection('blog')]) expect(file.meta.tags.length, file.file).toBeGreaterThan(0);
    for (const file of inCollection('blog')) expect(file.meta.date, file.file).toBeDefined();
  });

  it('answer "How do I reset my password?" at /help/reset-your-password, as the support bot links it', () => {
    expect(files.find((file) => file.file === 'help/reset-your-password.md')?.meta.title).toBe('How do I reset my password?');
  });

  it('leave the page title as the only h1', () => {
    for (const file of files) expect(file.body, file.file).not.toMatch(/^# /m);
  });

  it('link only to pages that exist and show only images that exist', () => {
    const problems: string[] = [];
    for (const file of files) {
      for (const [, image, href] of file.body.matchAll(/(!?)\[[^\]]*\]\(([^)\s]+)[^)]*\)/g)) {
        if (image) {
          if (!href!.startsWith('/') || !existsSync(path.join('public', href!))) problems.push(`${file.file}: image ${href}`);
        } else if (href!.startsWith('/')) {
          const problem = internalLinkProblem(href!);
          if (problem) problems.push(`${file.file}: ${href} (${problem})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('render every table-of-contents entry as a heading with that anchor', () => {
    for (const file of files) {
      const html = renderToStaticMarkup(
        <MemoryRouter>
          <MarkdownContent markdown={file.body} />
        </MemoryRouter>,
      );
      const anchors = [...html.matchAll(/<h[23] id="([^"]+)"/g)].map(([, id]) => id);
      expect(anchors, file.file).toEqual(tableOfContents(file.body).map((entry) => entry.id));
    }
  });
});
