/**
 * A streaming CSV reader (RFC 4180: comma-separated, quoted fields may hold commas, quotes and newlines). It holds
 * one record at a time, so memory stays bounded by the longest record, not the file.
 */

/**
 * How fields are quoted. RFC 4180 doubles a quote inside a quoted field (`escape` = `quote`); CourtListener's dumps
 * have also used a backtick as the quote (mid-2024 to January 2025) and a backslash escape (`\"`, since then).
 */
export type CsvDialect = { quote: string; escape: string };
export const RFC_4180: CsvDialect = { quote: '"', escape: '"' };

const escapeRegExp = (value: string) => value.replace(/[\\^$.*+?()[\]{}|-]/g, '\\$&');
const occurrences = (text: string, part: string) => text.split(part).length - 1;

/**
 * The dialect of a file from a sample of its start: the quote is the character that opens fields (after a comma),
 * and the escape is a backslash when a backslash-quote sits inside a field, which RFC 4180 quoting never writes
 * (there a quote inside a field is doubled, so '\"' can only be followed by a quote, a comma or a line end).
 */
export function detectCsvDialect(sample: string): CsvDialect {
  const quote = occurrences(sample, ',`') > occurrences(sample, ',"') ? '`' : '"';
  const q = escapeRegExp(quote);
  const backslashEscaped = new RegExp(String.raw`\\${q}[^${q},\r\n]`).test(sample);
  return { quote, escape: backslashEscaped ? '\\' : quote };
}

/** The longest record read, in characters (issue #41: a quote never closed makes the rest of the file one record). */
export const MAX_RECORD_CHARS = 64 * 1024 * 1024;

type State = 'field-start' | 'unquoted' | 'quoted' | 'quote-in-quoted' | 'escape-in-quoted';

/**
 * The records of a CSV text given in chunks of any size; a blank line is no record. A record longer than
 * `maxRecordChars` ends the reading with an error naming its row, once a chunk past the limit has arrived.
 */
export async function* parseCsv(
  chunks: AsyncIterable<string>,
  dialect: CsvDialect = RFC_4180,
  maxRecordChars = MAX_RECORD_CHARS,
): AsyncGenerator<string[]> {
  const { quote, escape } = dialect;
  const doubled = escape === quote;
  let record: string[] = [];
  let recordChars = 0;
  let row = 1;
  let field = '';
  let state: State = 'field-start';
  let afterCarriageReturn = false;

  const endField = () => {
    record.push(field);
    recordChars += field.length;
    field = '';
    state = 'field-start';
  };
  const endRecord = (): string[] | null => {
    endField();
    const done = record;
    record = [];
    recordChars = 0;
    if (done.length === 1 && done[0] === '') return null;
    row += 1;
    return done;
  };

  for await (const chunk of chunks) {
    let i = 0;
    while (i < chunk.length) {
      if (state === 'quoted') {
        // Long quoted fields (opinion texts) are copied in slices up to the next quote or escape.
        const nextQuote = chunk.indexOf(quote, i);
        const nextEscape = doubled ? -1 : chunk.indexOf(escape, i);
        const stop = nextEscape !== -1 && (nextQuote === -1 || nextEscape < nextQuote) ? nextEscape : nextQuote;
        if (stop === -1) {
          field += chunk.slice(i);
          break;
        }
        field += chunk.slice(i, stop);
        state = stop === nextEscape ? 'escape-in-quoted' : 'quote-in-quoted';
        i = stop + 1;
        continue;
      }
      const char = chunk[i]!;
      i += 1;
      if (afterCarriageReturn) {
        afterCarriageReturn = false;
        if (char === '\n') continue;
      }
      if (state === 'escape-in-quoted') {
        // Only a quote or the escape itself is escaped; a lone backslash is kept as written.
        field += char === quote || char === escape ? char : escape + char;
        state = 'quoted';
        continue;
      }
      if (state === 'quote-in-quoted') {
        if (doubled && char === quote) {
          field += quote;
          state = 'quoted';
          continue;
        }
        state = 'unquoted';
      }
      if (char === ',') endField();
      else if (char === '\n' || char === '\r') {
        afterCarriageReturn = char === '\r';
        const done = endRecord();
        if (done) yield done;
      } else if (state === 'field-start' && char === quote) state = 'quoted';
      else {
        // Text after a closing quote, or a quote inside an unquoted field, is kept as written.
        field += char;
        state = 'unquoted';
      }
    }
    if (recordChars + field.length > maxRecordChars) {
      throw new Error(
        `row ${row.toLocaleString('en-US')} (counting the header) is longer than ${maxRecordChars / 1024 / 1024} MB, ` +
          'the longest row an import reads (is a quote never closed?)',
      );
    }
  }
  if (state === 'quoted' || state === 'escape-in-quoted') {
    throw new Error('the file ends inside a quoted field (is it cut short?)');
  }
  if (state !== 'field-start' || record.length > 0) {
    const done = endRecord();
    if (done) yield done;
  }
}
