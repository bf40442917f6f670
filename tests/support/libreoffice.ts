import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's LibreOffice (libreoffice-writer-nogui); .ci/run installs it where it is absent. */
export const SOFFICE = ['/usr/bin/soffice', '/usr/local/bin/soffice'].find((candidate) => existsSync(candidate)) ?? null;

/**
 * A file converted by LibreOffice headless, as a user's copy of LibreOffice would open it, with a profile of its own
 * (two conversions at once would otherwise fight over one). `filter`: the target as soffice names it ("fodt", or
 * "pdf:writer_pdf_Export:{...}").
 */
export async function convertWithLibreOffice(file: Buffer, name: string, filter: string): Promise<Buffer> {
  if (!SOFFICE) throw new Error('soffice is not installed');
  const work = await mkdtemp(path.join(tmpdir(), 'volnadraft-soffice-'));
  try {
    await writeFile(path.join(work, name), file);
    const profile = `file://${path.join(work, 'profile')}`;
    await run(SOFFICE, [`-env:UserInstallation=${profile}`, '--headless', '--norestore', '--convert-to', filter, '--outdir', work, path.join(work, name)], { timeout: 240_000 });
    const extension = filter.split(':')[0]!;
    const output = path.join(work, `${name.replace(/\.[^.]+$/, '')}.${extension}`);
    if (!existsSync(output)) throw new Error(`LibreOffice wrote no ${extension} for ${name}: it could not open the file`);
    return await readFile(output);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) => text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) =>
  name[0] === '#' ? String.fromCodePoint(name[1] === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1))) : (ENTITIES[name] ?? whole));

/** What LibreOffice read from a Word file, in its flat ODF: tracked changes by kind and author, comments with their text. */
export interface OpenedInLibreOffice {
  changes: { id: string; kind: 'insertion' | 'deletion' | 'format-change'; author: string }[];
  /** Each comment with the text it is anchored to, as written (without what changes insert into it). */
  comments: { author: string; text: string; anchoredText: string }[];
  /** The body's paragraphs with every change accepted (insertions kept, deletions gone), and with every change rejected. */
  accepted: string[];
  rejected: string[];
}

const paragraphsOf = (xml: string) =>
  [...xml.matchAll(/<text:(p|h)\b[^>]*?(?:\/>|>([\s\S]*?)<\/text:\1>)/g)]
    .map((match) => decode((match[2] ?? '').replace(/<text:s\b[^>]*\/>/g, ' ').replace(/<text:tab\/>|<text:line-break\/>/g, ' ').replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/** Removes what lies between each change's start and end marks for the given kind of change (the span may cross paragraphs). */
function without(body: string, ids: string[]): string {
  let out = body;
  for (const id of ids) {
    out = out.replace(new RegExp(`<text:change-start text:change-id="${id}"/>[\\s\\S]*?<text:change-end text:change-id="${id}"/>`), '');
  }
  // A deleted span that ran to the end of a paragraph takes the paragraph break with it: the two paragraphs join.
  return out;
}

export function readFlatOdt(fodt: string): OpenedInLibreOffice {
  const region = /<text:tracked-changes\b[\s\S]*?<\/text:tracked-changes>/.exec(fodt)?.[0] ?? '';
  const changes = [...region.matchAll(/<text:changed-region\b[^>]*text:id="([^"]+)"[^>]*>\s*<text:(insertion|deletion|format-change)>[\s\S]*?<dc:creator>([^<]*)<\/dc:creator>/g)]
    .map((match) => ({ id: match[1]!, kind: match[2] as 'insertion' | 'deletion' | 'format-change', author: decode(match[3]!) }));
  const text = /<office:text\b[^>]*>([\s\S]*)<\/office:text>/.exec(fodt)?.[1] ?? '';
  const body = text.replace(region, '').replace(/<text:sequence-decls>[\s\S]*?<\/text:sequence-decls>/, '');
  const of = (kind: string) => changes.filter((change) => change.kind === kind).map((change) => change.id);
  const comments = [...body.matchAll(/<office:annotation(?=[\s>])[^>]*office:name="([^"]+)"[^>]*>([\s\S]*?)<\/office:annotation>/g)].map((match) => {
    // Comments on one clause open one after another: each one's range runs from its own end tag to its own end mark.
    const from = match.index + match[0].length;
    const to = body.indexOf(`<office:annotation-end office:name="${match[1]}"/>`, from);
    const range = to < 0 ? '' : body.slice(from, to).replace(/<office:annotation(?=[\s>])[\s\S]*?<\/office:annotation>/g, '');
    return {
      author: decode(/<dc:creator>([^<]*)<\/dc:creator>/.exec(match[2]!)?.[1] ?? ''),
      text: paragraphsOf(match[2]!).join('\n'),
      // The text commented on as written: what the changes insert into it is left out.
      anchoredText: paragraphsOf(`<text:p>${without(range, of('insertion'))}</text:p>`).join(' '),
    };
  });
  const plain = body.replace(/<office:annotation(?=[\s>])[\s\S]*?<\/office:annotation>/g, '');
  return { changes, comments, accepted: paragraphsOf(without(plain, of('deletion'))), rejected: paragraphsOf(without(plain, of('insertion'))) };
}
