import { z } from 'zod';

/**
 * The front matter every file in content/ opens with. `date` is the publication date of a blog article (and the
 * "last updated" date of a legal page); `tags` group help articles and blog articles.
 */
export const frontMatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  date: z.iso.date().optional(),
  tags: z.array(z.string().min(1)).default([]),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;

export interface ParsedMarkdown {
  meta: FrontMatter;
  body: string;
}

export class FrontMatterError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'FrontMatterError';
  }
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

function unquote(value: string): string {
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted ? quoted[2]! : value;
}

/** The small YAML subset the content uses: `key: value`, `key: [a, b]`, quoted strings, and `# comments`. */
function parseValue(raw: string): string | string[] {
  const value = /^["']/.test(raw) ? raw : raw.replace(/\s+#.*$/, '').trim();
  const list = /^\[(.*)\]$/.exec(value);
  if (list) {
    return list[1]!
      .split(',')
      .map((item) => unquote(item.trim()))
      .filter(Boolean);
  }
  return unquote(value);
}

/** Splits a content file into its validated front matter and its Markdown body; a malformed file names itself. */
export function parseMarkdownFile(raw: string, file: string): ParsedMarkdown {
  const fence = FENCE.exec(raw);
  if (!fence) throw new FrontMatterError(file, 'the file must start with front matter between two --- lines');
  const fields: Record<string, string | string[]> = {};
  for (const line of fence[1]!.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    const field = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (!field) throw new FrontMatterError(file, `cannot read the front-matter line "${line}"`);
    fields[field[1]!] = parseValue(field[2]!.trim());
  }
  const meta = frontMatterSchema.safeParse(fields);
  if (!meta.success) {
    const problems = meta.error.issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`);
    throw new FrontMatterError(file, problems.join('; '));
  }
  return { meta: meta.data, body: raw.slice(fence[0].length).trim() };
}
