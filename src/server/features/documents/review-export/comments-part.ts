import type JSZip from 'jszip';
import { childrenOf, escapeXml } from './xml-scan';

const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const COMMENTS_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml';
const COMMENTS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments';

export interface WordComment {
  id: number;
  author: string;
  date: string;
  /** Its paragraphs. */
  lines: string[];
}

const initials = (author: string) => author.split(/\s+/).filter(Boolean).map((word) => word[0]!.toUpperCase()).join('').slice(0, 4);

function commentXml(comment: WordComment): string {
  const paragraphs = comment.lines.map((line, i) =>
    `<w:p>${i === 0 ? '<w:r><w:annotationRef/></w:r>' : ''}<w:r><w:t xml:space="preserve">${escapeXml(line)}</w:t></w:r></w:p>`);
  return `<w:comment w:id="${comment.id}" w:author="${escapeXml(comment.author)}" w:date="${comment.date}" w:initials="${escapeXml(initials(comment.author))}">${paragraphs.join('')}</w:comment>`;
}

/** The comment ids the file already uses (a document the other side commented on keeps its comments). */
export async function existingCommentIds(zip: JSZip, commentsPath: string): Promise<number[]> {
  const xml = await zip.file(commentsPath)?.async('string');
  return xml ? [...xml.matchAll(/<w:comment\b[^>]*?\bw:id="(\d+)"/g)].map((match) => Number(match[1])) : [];
}

/**
 * Writes the comments into the package: added to the document's comments part when it has one, else a new part with
 * its relationship and content type.
 */
export async function writeComments(zip: JSZip, documentPath: string, comments: WordComment[]): Promise<void> {
  if (comments.length === 0) return;
  const folder = documentPath.slice(0, documentPath.lastIndexOf('/') + 1);
  const relsPath = `${folder}_rels/${documentPath.slice(folder.length)}.rels`;
  let rels = (await zip.file(relsPath)?.async('string')) ?? '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>';
  const existing = new RegExp(`<Relationship\\b[^>]*Type="${COMMENTS_REL}"[^>]*>`).exec(rels);
  const target = existing ? /Target="([^"]+)"/.exec(existing[0])![1]! : 'comments.xml';
  const partPath = target.startsWith('/') ? target.slice(1) : `${folder}${target}`;
  const body = comments.map(commentXml).join('');
  const current = await zip.file(partPath)?.async('string');
  if (current) {
    zip.file(partPath, current.replace(/<\/w:comments>\s*$/, `${body}</w:comments>`).replace(/<w:comments\b([^>]*)\/>\s*$/, `<w:comments$1>${body}</w:comments>`));
  } else {
    zip.file(partPath, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:comments xmlns:w="${W_NS}">${body}</w:comments>`);
  }
  if (!existing) {
    const ids = [...rels.matchAll(/\bId="([^"]+)"/g)].map((match) => match[1]);
    let n = ids.length + 1;
    while (ids.includes(`rId${n}`)) n++;
    rels = rels.replace('</Relationships>', `<Relationship Id="rId${n}" Type="${COMMENTS_REL}" Target="${target}"/></Relationships>`);
    zip.file(relsPath, rels);
  }
  const typesPath = '[Content_Types].xml';
  const types = (await zip.file(typesPath)?.async('string')) ?? '';
  if (!types.includes(`PartName="/${partPath}"`)) {
    zip.file(typesPath, types.replace('</Types>', `<Override PartName="/${partPath}" ContentType="${COMMENTS_TYPE}"/></Types>`));
  }
}

/** Where a comment starts (its range's start, after the paragraph's properties) and ends (its range's end and the mark). */
export function anchorComments(paragraphXml: string, starts: number[], ends: number[]): string {
  let xml = paragraphXml;
  if (starts.length > 0) {
    const marks = starts.map((id) => `<w:commentRangeStart w:id="${id}"/>`).join('');
    const paragraph = childrenOf(xml, 0, xml.length)[0]!;
    const pPr = childrenOf(xml, paragraph.innerStart, paragraph.innerEnd).find((child) => child.name === 'w:pPr');
    const at = pPr ? pPr.end : paragraph.innerStart;
    xml = xml.slice(0, at) + marks + xml.slice(at);
  }
  if (ends.length > 0) {
    const marks = ends.map((id) => `<w:commentRangeEnd w:id="${id}"/><w:r><w:commentReference w:id="${id}"/></w:r>`).join('');
    xml = xml.replace(/<\/w:p>$/, `${marks}</w:p>`);
  }
  return xml;
}
