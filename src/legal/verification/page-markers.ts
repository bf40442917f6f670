/** A stretch of an opinion's text printed on one page of the reporter: text.slice(start, end) is on `page`. */
export type PageSpan = { page: number; start: number; end: number };

// Justia's marks where a printed page starts ('Page 410 U. S. 153'); they interrupt sentences.
export const JUSTIA_PAGE_MARKER = /\bPage\s+(\d{1,4})\s+U\.\s*S\.\s+(\d{1,5})\b/g;

// Justia gathers an opinion's footnotes after it, each under its own '[Footnote 3]' paragraph; in the text the same
// mark stands where the footnote is referred to, on the page where it is printed.
const FOOTNOTE_HEADING = /\n\n\[Footnote ([\d*]{1,4})\]\n\n/g;
// Where a footnote's text ends at the latest: the next page marker, or the heading of a separate opinion.
const FOOTNOTE_END = /\bPage\s+\d{1,4}\s+U\.\s*S\.\s+\d{1,5}\b|^(?:MR\. )?(?:CHIEF )?JUSTICE [A-Z][A-Z'’-]+(?:,| with whom)/gm;

function markerSpans(text: string): PageSpan[] {
  const markers: Array<{ page: number; at: number }> = [];
  let volume: string | null = null;
  for (const match of text.matchAll(JUSTIA_PAGE_MARKER)) {
    volume ??= match[1]!;
    if (match[1] === volume) markers.push({ page: Number(match[2]), at: match.index });
  }
  const first = markers[0];
  if (!first) return [];
  const spans: PageSpan[] = first.at > 0 ? [{ page: first.page - 1, start: 0, end: first.at }] : [];
  markers.forEach((marker, index) => {
    spans.push({ page: marker.page, start: marker.at, end: markers[index + 1]?.at ?? text.length });
  });
  return spans;
}

/** Each gathered footnote's text, with the page its reference is on. */
function footnoteSpans(text: string, spans: readonly PageSpan[]): PageSpan[] {
  const headings = [...text.matchAll(FOOTNOTE_HEADING)];
  if (headings.length === 0) return [];
  const stops = [...text.matchAll(FOOTNOTE_END)].map((match) => match.index);
  return headings.flatMap((heading, index) => {
    const mark = `[Footnote ${heading[1]}]`;
    const reference = text.lastIndexOf(mark, heading.index);
    if (reference === -1) return [];
    const start = heading.index;
    const stop = stops.find((at) => at > start) ?? text.length;
    const end = Math.min(headings[index + 1]?.index ?? text.length, stop);
    const page = pageAt(spans, reference);
    return page === null ? [] : [{ page, start, end }];
  });
}

/**
 * The pages of an opinion's text, worked out from Justia's page markers: each marker starts its page, and the text
 * before the first marker is on the page before it (the opinion's first page). A footnote gathered after the
 * opinion is on the page of its reference. Markers of another volume (none are expected) are ignored. Empty when the
 * text has no markers: then nothing can be said about pages.
 */
export function pageSpans(text: string): PageSpan[] {
  const spans = markerSpans(text);
  const footnotes = footnoteSpans(text, spans);
  if (footnotes.length === 0) return spans;
  const cuts = [...new Set([...spans, ...footnotes].flatMap((span) => [span.start, span.end]))].sort((a, b) => a - b);
  const pieces: PageSpan[] = [];
  cuts.slice(0, -1).forEach((start, index) => {
    const page = footnotes.find((span) => span.start <= start && start < span.end)?.page ?? pageAt(spans, start)!;
    const last = pieces.at(-1);
    if (last && last.page === page) last.end = cuts[index + 1]!;
    else pieces.push({ page, start, end: cuts[index + 1]! });
  });
  return pieces;
}

/** The page a position of the text is on, or null when the spans say nothing of it. */
export function pageAt(spans: readonly PageSpan[], offset: number): number | null {
  return spans.find((span) => offset >= span.start && offset < span.end)?.page ?? spans.at(-1)?.page ?? null;
}

/** The first and last page of the opinion, from its spans; null without markers. */
export function pageRange(spans: readonly PageSpan[]): { first: number; last: number } | null {
  if (spans.length === 0) return null;
  const pages = spans.map((span) => span.page);
  return { first: Math.min(...pages), last: Math.max(...pages) };
}

/**
 * The pages a pin cite names: '153' → [[153, 153]], '152-53' and '152–153' → [[152, 153]], '45, 47' → two ranges.
 * A shortened end page takes the start's leading digits ('1152-53' is 1152–1153). Footnotes ('153 n.5') count as
 * their page.
 */
export function pinRanges(pin: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const match of pin.matchAll(/(\d{1,5})(?:\s*[-–—]\s*(\d{1,5}))?/g)) {
    if (/n\.?\s*$/i.test(pin.slice(0, match.index))) continue;
    const start = Number(match[1]);
    const written = match[2];
    const end = written ? Number(match[1]!.slice(0, Math.max(0, match[1]!.length - written.length)) + written) : start;
    ranges.push([start, Math.max(start, end)]);
  }
  return ranges;
}
