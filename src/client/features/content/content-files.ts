import { parseMarkdownFile, type FrontMatter } from '../../../shared/front-matter';

/**
 * The Markdown of the public pages, from content/ (help articles, blog articles, tutorials, and the single pages:
 * about, resources, faq and the legal pages). Each file is its own chunk, fetched when a page asks for it.
 */
export type Collection = 'help' | 'blog' | 'tutorials' | 'pages';

type Loaders = Record<string, () => Promise<string>>;

// import.meta.glob takes literals only, hence one call per folder.
const FILES: Record<Collection, Loaders> = {
  help: import.meta.glob<string>('../../../../content/help/*.md', { query: '?raw', import: 'default' }),
  blog: import.meta.glob<string>('../../../../content/blog/*.md', { query: '?raw', import: 'default' }),
  tutorials: import.meta.glob<string>('../../../../content/tutorials/*.md', { query: '?raw', import: 'default' }),
  pages: import.meta.glob<string>('../../../../content/pages/*.md', { query: '?raw', import: 'default' }),
};

export interface ContentEntry {
  collection: Collection;
  slug: string;
  meta: FrontMatter;
  body: string;
}

const slugOf = (file: string) => file.slice(file.lastIndexOf('/') + 1).replace(/\.md$/, '');

const loaderFor = (collection: Collection, slug: string) =>
  Object.entries(FILES[collection]).find(([file]) => slugOf(file) === slug)?.[1];

async function load(collection: Collection, slug: string, loader: () => Promise<string>): Promise<ContentEntry> {
  const { meta, body } = parseMarkdownFile(await loader(), `content/${collection}/${slug}.md`);
  return { collection, slug, meta, body };
}

/** One file by its name without `.md`, or null when the folder has no such file. */
export function loadEntry(collection: Collection, slug: string): Promise<ContentEntry | null> {
  const loader = loaderFor(collection, slug);
  return loader ? load(collection, slug, loader) : Promise.resolve(null);
}

/** Every file of a folder, in file-name order (pages sort them as they need). */
export function loadCollection(collection: Collection): Promise<ContentEntry[]> {
  return Promise.all(
    Object.entries(FILES[collection])
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, loader]) => load(collection, slugOf(file), loader)),
  );
}
