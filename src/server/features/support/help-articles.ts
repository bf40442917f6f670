import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseMarkdownFile } from '../../../shared/front-matter';

/** The help center shipped with the app: `content/help/*.md` at the project root. */
export const DEFAULT_HELP_CENTER_DIR = fileURLToPath(new URL('../../../../content/help', import.meta.url));

export interface HelpArticle {
  /** The file name without `.md`; the article's page is `/help/<slug>`. */
  slug: string;
  title: string;
  description: string;
  tags: string[];
  /** The Markdown after the front matter. */
  body: string;
}

/** A section of an article (or a part of a long one): the unit retrieval ranks and answers quote. */
export interface HelpPassage {
  article: HelpArticle;
  /** The section's heading, or '' for the text before the first heading. */
  heading: string;
  text: string;
}

/** Sections longer than this are split at paragraphs, so a quoted passage stays short. */
const PASSAGE_CHARS = 700;

export const articleUrl = (slug: string) => `/help/${slug}`;

/** An article from its file: the content's own front matter (title, description, tags), then the Markdown. */
export function parseArticle(slug: string, source: string): HelpArticle {
  const { meta, body } = parseMarkdownFile(source.replace(/^\uFEFF/, ''), `${slug}.md`);
  return { slug, title: meta.title, description: meta.description, tags: meta.tags, body: body.trim() };
}

/** Splits a long section at blank lines into parts of about PASSAGE_CHARS (a single long paragraph stays whole). */
function splitLong(text: string): string[] {
  if (text.length <= PASSAGE_CHARS) return [text];
  const parts: string[] = [];
  let current = '';
  for (const paragraph of text.split(/\n{2,}/)) {
    if (current && current.length + paragraph.length > PASSAGE_CHARS) {
      parts.push(current);
      current = '';
    }
    current = current ? `${current}\n\n${paragraph}` : paragraph;
  }
  if (current) parts.push(current);
  return parts;
}

/** An article's passages: one per `##`/`###` section (the `#` title line is dropped), long sections split. */
export function passagesOf(article: HelpArticle): HelpPassage[] {
  const passages: HelpPassage[] = [];
  let heading = '';
  let lines: string[] = [];
  const flush = () => {
    const text = lines.join('\n').trim();
    if (text) for (const part of splitLong(text)) passages.push({ article, heading, text: part });
    lines = [];
  };
  let fence = false;
  for (const line of article.body.split('\n')) {
    if (/^(```|~~~)/.test(line)) fence = !fence;
    const section = fence ? null : /^(#{1,3})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!section) {
      lines.push(line);
      continue;
    }
    flush();
    heading = section[1] === '#' ? '' : section[2]!;
  }
  flush();
  // An article that is only a title and front matter can still be found by them.
  return passages.length > 0 ? passages : [{ article, heading: '', text: article.description }];
}

/**
 * Loads every `*.md` in `dir` (not recursive), sorted by slug. A missing folder is an empty help center: the bot
 * then says the help center does not cover the question and points to the contact form.
 */
export async function loadHelpArticles(dir: string): Promise<HelpArticle[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith('.md')).sort();
  return Promise.all(files.map(async (name) => parseArticle(name.slice(0, -'.md'.length), await readFile(path.join(dir, name), 'utf8'))));
}
