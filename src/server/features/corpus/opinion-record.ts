import { createHash } from 'node:crypto';
import { z } from 'zod';
import { extractCitations, resolveCitations, type CaseCitation } from '../../../legal/citations';
import type { citationEdges } from '../../db/schema';
import { citationKey, parseReference, type Reference } from './reference';
import { captionYear, sentenceAround } from './text';

/** One line of the SCOTUS JSON Lines files (see ../shared/data/README.md). */
const recordSchema = z.object({
  citation: z.string().nullish(),
  docket: z.string().nullish(),
  name: z.string().trim().min(1),
  year: z.number().int().nullish(),
  author: z.string().nullish(),
  type: z.string().nullish(),
  text: z.string().min(1),
});
export type OpinionRecord = z.infer<typeof recordSchema>;

export type EdgeFields = Omit<typeof citationEdges.$inferInsert, 'id' | 'citingOpinionId' | 'citedCaseId'>;

/** A record ready to write: its case key, citation, year, text hash and the citations its opinion makes. */
export type PreparedRecord = {
  key: string;
  citation: Reference | null;
  record: OpinionRecord;
  year: number | null;
  yearSource: 'caption' | 'record' | null;
  textHash: string;
  edges: EdgeFields[];
};

// 'P. 280 U.S. 408' in a syllabus points at a page of the same report; the court did not cite it.
const SYLLABUS_POINTER_BEFORE = /\bPp?\.\s*$/;

/**
 * Everything the importer derives from one line without the database (parsing, the case key, the caption year,
 * the hash and the citation edges), so that it can run while the previous batch is being written. Null when the
 * line is not a usable record.
 */
export function prepareRecord(line: string): PreparedRecord | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return null;
  }
  const result = recordSchema.safeParse(parsed);
  if (!result.success) return null;
  const record = result.data;
  const citation = parseReference(record.citation);
  const docket = record.docket?.trim() || null;
  let key: string;
  if (citation) key = citationKey(citation);
  else if (docket) key = `docket:${docket}|${record.name.trim()}`;
  else return null;
  const fromCaption = captionYear(record.text, citation);
  return {
    key,
    citation,
    record: { ...record, docket },
    year: fromCaption ?? record.year ?? null,
    yearSource: fromCaption ? 'caption' : record.year ? 'record' : null,
    textHash: hashText(record.text),
    edges: citationEdgesOf(record.text, citation),
  };
}

export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The reference a short form ('5 U.S., at 177') stands for, taken from the full citation it refers to. */
function pageOf(full: CaseCitation, volume: number, reporter: string): string | null {
  const reference = [full, ...full.parallels].find((ref) => ref.volume === volume && ref.reporter === reporter);
  return reference ? String(reference.page) : null;
}

/** Case citations made by one opinion, without page markers (the library drops them) or the case citing itself. */
export function citationEdgesOf(text: string, own: Reference | null): EdgeFields[] {
  const edges: EdgeFields[] = [];
  for (const { citation, refersTo } of resolveCitations(extractCitations(text))) {
    if (citation.kind !== 'case' && citation.kind !== 'short-case') continue;
    // The reference starts after any case name, so look before the volume for a syllabus pointer.
    const referenceStart = citation.kind === 'case' ? text.indexOf(String(citation.volume), citation.start) : citation.start;
    if (SYLLABUS_POINTER_BEFORE.test(text.slice(Math.max(0, referenceStart - 6), referenceStart))) continue;
    const page =
      citation.kind === 'case'
        ? String(citation.page)
        : refersTo?.kind === 'case'
          ? pageOf(refersTo, citation.volume, citation.reporter)
          : null;
    if (own && page === own.page && citation.volume === own.volume && citation.reporter === own.reporter) continue;
    edges.push({
      kind: citation.kind,
      startOffset: citation.start,
      endOffset: citation.end,
      citedVolume: citation.volume,
      citedReporter: citation.reporter,
      citedPage: page,
      pin: citation.pin,
      citation: citation.text.replace(/\s+/g, ' ').trim(),
      context: sentenceAround(text, citation.start, citation.end),
    });
  }
  return edges;
}
