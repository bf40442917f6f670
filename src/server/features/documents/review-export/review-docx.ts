import JSZip from 'jszip';
import type { DocumentBlock } from '../../../../shared/api/documents';
import type { BlockReplacement } from '../review-draft';
import { anchorComments, existingCommentIds, writeComments, type WordComment } from './comments-part';
import { alignBlocks, bodyParagraphs } from './paragraphs';
import { followingProperties, insertedParagraph, trackedRewrite, type Revision } from './tracked-paragraph';

/** One change to track: a clause's blocks replaced by text, or (blocks null) a clause added at the end. */
export interface TrackedChange {
  id: string;
  blocks: { start: number; end: number } | null;
  /** For an added clause, its heading; for a replaced one, a run-in heading kept in front of the text (as the draft does). */
  heading: string | null;
  text: string;
}

/** One finding as a comment, on the clause it is about (blocks null: the contract as a whole, or the clause a change adds). */
export interface ReviewComment {
  blocks: { start: number; end: number } | null;
  /** The change that carries its suggestion, if any. */
  changeId: string | null;
  lines: string[];
}

export interface ReviewDocxResult {
  bytes: Buffer;
  /** Changes that could not be tracked in this file, each with why; their comments say so too. */
  untracked: { id: string; reason: string }[];
}

/** First tracked-change id: above any a document written elsewhere is likely to use, so the two never clash. */
const FIRST_REVISION_ID = 9_000;

/** The draft's paragraphs for a replacement: the same split the app's accept makes (review-draft's paragraphsOf). */
export const replacementParagraphs = (change: Pick<TrackedChange, 'heading' | 'text'>) =>
  (change.heading ? `${change.heading} ${change.text}` : change.text).split(/\n\s*\n/).map((part) => part.trim().replace(/\s+/g, ' ')).filter(Boolean);

export const changeFromReplacement = (replacement: BlockReplacement & { id: string }): TrackedChange => ({
  id: replacement.id,
  blocks: { start: replacement.start, end: replacement.end },
  heading: replacement.lead,
  text: replacement.text,
});

async function mainDocumentPath(zip: JSZip): Promise<string> {
  const rels = (await zip.file('_rels/.rels')?.async('string')) ?? '';
  const main = /<Relationship\b[^>]*Type="[^"]*\/officeDocument"[^>]*>/.exec(rels);
  const target = main ? /Target="([^"]+)"/.exec(main[0])?.[1] : undefined;
  return target ? target.replace(/^\//, '') : 'word/document.xml';
}

/**
 * The review written into the document's own Word package: each change as tracked insertions and deletions by the
 * lawyer, each finding as a comment anchored to its clause. Everything else in the package is kept as it was.
 */
export async function writeReviewDocx(options: {
  docx: Buffer;
  blocks: DocumentBlock[];
  changes: TrackedChange[];
  comments: ReviewComment[];
  author: string;
  date: Date;
}): Promise<ReviewDocxResult> {
  const zip = await JSZip.loadAsync(options.docx);
  const documentPath = await mainDocumentPath(zip);
  const xml = await zip.file(documentPath)?.async('string');
  if (!xml) throw new Error('the Word file has no main document part.');
  const date = options.date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  let id = FIRST_REVISION_ID;
  const revision: Revision = { author: options.author, date, nextId: () => id++ };

  const paragraphs = bodyParagraphs(xml);
  const placed = alignBlocks(options.blocks, paragraphs);
  const rewritten = new Map<number, string>();
  const after = new Map<number, string[]>();
  const untracked: ReviewDocxResult['untracked'] = [];
  const indicesOf = (blocks: { start: number; end: number }) => {
    const indices = placed.slice(blocks.start, blocks.end);
    return indices.every((index) => index !== null) ? (indices as number[]) : null;
  };

  for (const change of options.changes.filter((c) => c.blocks)) {
    const indices = indicesOf(change.blocks!);
    if (!indices || indices.length === 0 || indices.some((index) => rewritten.has(index))) {
      untracked.push({ id: change.id, reason: 'the clause could not be found in the Word file as uploaded' });
      continue;
    }
    const texts = replacementParagraphs(change);
    const lastBody = indices.at(-1) === paragraphs.length - 1;
    const results = indices.map((index, i) =>
      trackedRewrite(xml.slice(paragraphs[index]!.start, paragraphs[index]!.end), texts[i] ?? '', revision, { deleteMark: i >= texts.length && !(lastBody && i === indices.length - 1) }));
    if (results.some((result) => result === null)) {
      untracked.push({ id: change.id, reason: 'the clause holds links, fields or earlier tracked changes this export does not rewrite' });
      continue;
    }
    indices.forEach((index, i) => rewritten.set(index, results[i]!));
    const last = indices.at(-1)!;
    const format = followingProperties(xml.slice(paragraphs[last]!.start, paragraphs[last]!.end));
    after.set(last, texts.slice(indices.length).map((text) => insertedParagraph(text, format, revision)));
  }

  // Comments: ids after the file's own, anchored to their clause, the clause a change adds, or the first paragraph.
  const used = await existingCommentIds(zip, `${documentPath.slice(0, documentPath.lastIndexOf('/') + 1)}comments.xml`);
  let commentId = used.length > 0 ? Math.max(...used) + 1 : 0;
  const starts = new Map<number, number[]>();
  const ends = new Map<number, number[]>();
  const added: { paragraphs: string[]; commentIds: number[] }[] = [];
  const addedFor = new Map<string, number>();
  for (const change of options.changes.filter((c) => !c.blocks)) {
    addedFor.set(change.id, added.length);
    const heading = insertedParagraph(change.heading ?? '', { pPr: '', rPr: '<w:rPr><w:b/></w:rPr>' }, revision);
    added.push({ paragraphs: [heading, ...replacementParagraphs({ heading: null, text: change.text }).map((text) => insertedParagraph(text, { pPr: '', rPr: '' }, revision))], commentIds: [] });
  }
  const firstText = paragraphs.findIndex((paragraph) => paragraph.text.trim() !== '');
  const wordComments: WordComment[] = options.comments.map((comment) => {
    const lines = [...comment.lines];
    const skipped = untracked.find((u) => u.id === comment.changeId);
    if (skipped) lines.push(`The suggested text is not shown as a tracked change: ${skipped.reason}.`);
    const commentIdNow = commentId++;
    const indices = comment.blocks ? indicesOf(comment.blocks) : null;
    const addedIndex = comment.changeId !== null ? addedFor.get(comment.changeId) : undefined;
    if (indices && indices.length > 0) {
      starts.set(indices[0]!, [...(starts.get(indices[0]!) ?? []), commentIdNow]);
      ends.set(indices.at(-1)!, [...(ends.get(indices.at(-1)!) ?? []), commentIdNow]);
    } else if (addedIndex !== undefined) {
      added[addedIndex]!.commentIds.push(commentIdNow);
    } else {
      if (comment.blocks) lines.unshift('This clause could not be found in the Word file as uploaded; the comment is placed at the start.');
      starts.set(firstText, [...(starts.get(firstText) ?? []), commentIdNow]);
      ends.set(firstText, [...(ends.get(firstText) ?? []), commentIdNow]);
    }
    return { id: commentIdNow, author: options.author, date, lines };
  });

  let out = xml;
  for (let index = paragraphs.length - 1; index >= 0; index--) {
    const paragraph = paragraphs[index]!;
    const own = rewritten.get(index) ?? xml.slice(paragraph.start, paragraph.end);
    const anchored = anchorComments(own, starts.get(index) ?? [], ends.get(index) ?? []);
    out = out.slice(0, paragraph.start) + anchored + (after.get(index) ?? []).join('') + out.slice(paragraph.end);
  }
  if (added.length > 0) {
    const appended = added.map(({ paragraphs: [heading, ...rest], commentIds }) => [anchorComments(heading!, commentIds, commentIds), ...rest].join('')).join('');
    // Added clauses go at the end of the body, before its final section properties.
    const bodyEnd = out.lastIndexOf('</w:body>');
    const sectPr = out.lastIndexOf('<w:sectPr', bodyEnd);
    const lastParagraphEnd = out.lastIndexOf('</w:p>', bodyEnd);
    const at = sectPr > lastParagraphEnd ? sectPr : bodyEnd;
    out = out.slice(0, at) + appended + out.slice(at);
  }
  zip.file(documentPath, out);
  await writeComments(zip, documentPath, wordComments);
  const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  return { bytes, untracked };
}
