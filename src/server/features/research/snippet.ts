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
const WINDOW_BEFORE = sql.raw('300');
const WINDOW_LENGTH = sql.raw('3000');
/** Words shorter than this are found only at a word's start (' act', not 'fact'); longer ones anywhere. */
const SHORT_WORD = sql.raw('5');

/** The query's quoted phrases, lower-cased with their punctuation dropped: 'separate but equal'. */
export function quotedPhrases(q: string): string[] {
  return [...q.matchAll(/"([^"]+)"/g)]
    .map((m) => (m[1] ?? '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim())
    .filter((phrase) => phrase.includes(' '));
}

/** Each of `terms` (a query of one text column, t) in lower and capitalised form, as a SQL text[]. */
function variantsOf(terms: SQL): SQL {
  return sql`(with terms as (${terms}) select array(
    select case when length(v) < ${SHORT_WORD} then ' ' || v else v end
    from (select t as v from terms union select upper(left(t, 1)) || substr(t, 2) from terms) variants
    where v <> ''))`;
}

/**
 * The strings whose first occurrence in an opinion places its snippet window, as two SQL text[]: the query's quoted
 * phrases, looked for first (their words alone occur elsewhere, where the phrase does not match); then each word as
 * typed and as its English stem ('immunity' and 'immun'), stop words left out. Both in lower and capitalised form.
 */
export function snippetNeedles(q: string): { phrases: SQL; words: SQL } {
  return {
    phrases: variantsOf(sql`select unnest(string_to_array(${quotedPhrases(q).join('\n')}, E'\\n')) as t`),
    words: variantsOf(sql`select unnest(tsvector_to_array(to_tsvector('english', ${q}))) as t
      union select w from regexp_split_to_table(lower(${q}), '[^[:alnum:]]+') w
      where length(w) > 1 and to_tsvector('english', w) <> ''::tsvector`),
  };
}

/** The 1-based position of the first of `needles` (a text[]) in `text`, or null when none occurs. */
const firstOf = (text: SQL, needles: SQL) => sql`(select min(nullif(strpos(${text}, needle), 0)) from unnest(${needles}) needle)`;

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
  // The concatenation copies the opinion's text out of storage (decompressed) once, and offset 0 keeps that subquery
  // whole, so the needles and the window all read the copy.
  return sql`(
    select case when strpos(whole_query.headline, ${START}) > 0 then whole_query.headline else ${headline(anyWord)} end
    from (select ${text} || '' as text offset 0) whole,
    lateral (select coalesce(${firstOf(sql`whole.text`, phrases)}, ${firstOf(sql`whole.text`, words)}, 0) as at) found,
    lateral (
      select case
        when found.at > ${WINDOW_BEFORE}
          -- from the first whole word in the window
          then regexp_replace(substr(whole.text, found.at - ${WINDOW_BEFORE}, ${WINDOW_LENGTH}), '^\\S*\\s', '')
        else substr(whole.text, 1, ${WINDOW_LENGTH}) end as text
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
