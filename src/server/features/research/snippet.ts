import { sql, type SQL } from 'drizzle-orm';

const START = '\u0001';
const STOP = '\u0002';

/** ts_headline options marking matches with control characters that cannot occur in the opinions' text. */
export const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * ts_headline parses every word of the text it is given, which over a whole opinion (up to 600 KB) took 10 to 70 ms a
 * hit (issue #16). It reads only this window of the text instead: from a little before the first match, long enough
 * for both fragments of a headline.
 */
const WINDOW_BEFORE = sql.raw('200');
const WINDOW_LENGTH = sql.raw('2000');
/** The characters at an opinion's start in which its first match is looked for before reading the whole text. */
const HEAD_LENGTH = sql.raw('24000');

/** The query's quoted phrases, lower-cased with their punctuation dropped: 'separate but equal'. */
export function quotedPhrases(q: string): string[] {
  return [...q.matchAll(/"([^"]+)"/g)]
    .map((m) => (m[1] ?? '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim())
    .filter((phrase) => phrase.includes(' '));
}

/**
 * Each of `terms` (a query of one text column, t) in lower and capitalised form, as a SQL text[]; `atWordStart` puts
 * a space or a line break before each, so that 'strict' is not found in 'district'.
 */
function variantsOf(terms: SQL, atWordStart: boolean): SQL {
  const starts = atWordStart ? sql`(values (' '), (E'\n')) starts(s)` : sql`(values ('')) starts(s)`;
  return sql`(with terms as (${terms}) select array(
    select s || v from ${starts},
    (select t as v from terms union select upper(left(t, 1)) || substr(t, 2) from terms) variants
    where v <> ''))`;
}

/**
 * The strings whose first occurrence in an opinion places its snippet window, as two SQL text[]: the query's quoted
 * phrases, looked for first (their words alone occur elsewhere, where the phrase does not match); then each word as
 * typed and as its English stem ('immunity' and 'immun'), stop words left out, at a word's start. Both in lower and
 * capitalised form.
 */
export function snippetNeedles(q: string): { phrases: SQL; words: SQL } {
  return {
    phrases: variantsOf(sql`select unnest(string_to_array(${quotedPhrases(q).join('\n')}, E'\\n')) as t`, false),
    words: variantsOf(sql`select unnest(tsvector_to_array(to_tsvector('english', ${q}))) as t
      union select w from regexp_split_to_table(lower(${q}), '[^[:alnum:]]+') w
      where length(w) > 1 and to_tsvector('english', w) <> ''::tsvector`, true),
  };
}

/** The 1-based position of the first of `needles` (a text[]) in `text`, or null when none occurs. */
const firstOf = (text: SQL, needles: SQL) => sql`(select min(nullif(strpos(${text}, needle), 0)) from unnest(${needles}) needle)`;
/** The same in an opinion's head, where only a match with a whole window after it within the head counts. */
const firstWithin = (head: SQL, needles: SQL) =>
  sql`(select at from (select ${firstOf(head, needles)} as at offset 0) found_at where at <= ${HEAD_LENGTH} - ${WINDOW_LENGTH})`;

/** The tsquery `query` with each AND and phrase operator made an OR: a match of any one of its words. */
export const anyWordOf = (query: SQL) => sql`regexp_replace(${query}::text, '&|<(-|[0-9]+)>', '|', 'g')::tsquery`;

export interface HeadlineQuery {
  /** The search's tsquery. */
  query: SQL;
  /** anyWordOf(query). */
  anyWord: SQL;
  /** The two text[] from snippetNeedles. */
  phrases: SQL;
  words: SQL;
}

/**
 * The marked headline of `text` (an opinion's text column), read from the window around the first of the needles in
 * the text. Its fragments need a stretch holding the whole query; when the window has none (the query's words are
 * further apart than the window, or a needle was found inside another word), they mark each of its words instead
 * rather than show unmarked text.
 */
export function headlineOf(text: SQL, { query, anyWord, phrases, words }: HeadlineQuery): SQL {
  const headline = (of: SQL) => sql`ts_headline('english', windowed.text, ${of}, ${HEADLINE_OPTIONS})`;
  // Most opinions name what they decide in their first pages, so the needles are looked for in the text's head first:
  // a substr of a stored text reads and decompresses only that much. The whole text is read (once: the concatenation
  // copies it out of storage, and offset 0 keeps that subquery whole) only when the head lacks a usable match. Each
  // offset 0 also keeps the planner from copying a search of the head into every expression that reads its result:
  // inlined, the words were looked for six times a snippet (4 ms of a search's 20 snippets, issue #38).
  return sql`(
    select case when strpos(whole_query.headline, ${START}) > 0 then whole_query.headline else ${headline(anyWord)} end
    from (select substr(${text}, 1, ${HEAD_LENGTH}) as text offset 0) head,
    lateral (
      select ${firstWithin(sql`head.text`, phrases)} as phrase_at, ${firstWithin(sql`head.text`, words)} as word_at
      offset 0
    ) in_head,
    lateral (
      select case when in_head.phrase_at is null and (cardinality(${phrases}) > 0 or in_head.word_at is null)
                  then ${text} || '' end as text
      offset 0
    ) whole,
    lateral (
      select coalesce(whole.text, head.text) as text,
             coalesce(in_head.phrase_at, ${firstOf(sql`whole.text`, phrases)}, in_head.word_at,
                      ${firstOf(sql`whole.text`, words)}, 0) as at
    ) found,
    lateral (
      select case
        when found.at > ${WINDOW_BEFORE}
          -- from the first whole word in the window
          then regexp_replace(substr(found.text, found.at - ${WINDOW_BEFORE}, ${WINDOW_LENGTH}), '^\\S*\\s', '')
        else substr(found.text, 1, ${WINDOW_LENGTH}) end as text
    ) windowed,
    lateral (select ${headline(query)} as headline) whole_query
  )`;
}

/** Turns a marked headline into pieces the client can render without HTML. */
export function toSnippet(headline: string): Array<{ text: string; match: boolean }> {
  const pieces: Array<{ text: string; match: boolean }> = [];
  for (const part of headline.split(START)) {
    const [matched, rest] = part.includes(STOP) ? part.split(STOP) : [null, part];
    if (matched) pieces.push({ text: matched, match: true });
    if (rest) pieces.push({ text: rest, match: false });
  }
  return pieces;
}
