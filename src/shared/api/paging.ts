import { z } from 'zod';

/**
 * The page cursors of lists ordered newest first (drafts, documents, chat sessions, accounts) and the calendar days of
 * usage and analytics reports: read in one place, so a value PostgreSQL cannot take (NUL in an id, a year it cannot
 * store) is a 400 at the schema, never a 500 from the query (issue #41).
 */

/** Where a page starts: after the row with this time and id. */
export interface PageKey {
  at: Date;
  id: string;
}

/** Row ids are UUIDs or better-auth's random ids: letters, digits, '-' and '_'. */
const ROW_ID = /^[A-Za-z0-9_-]{1,128}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** Row times are when the row was written; anything outside these years is not one this server returned. */
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(10_000, 0, 1) - 1;

const toBase64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export const encodePageCursor = (key: PageKey) => toBase64url(`${key.at.toISOString()}|${key.id}`);

/** The key a cursor names, or null when it is not one `encodePageCursor` could have made. */
export function decodePageCursor(cursor: string): PageKey | null {
  if (cursor.length > 200 || !BASE64URL.test(cursor)) return null;
  let text: string;
  try {
    const bytes = Uint8Array.from(atob(cursor.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const [iso, id, ...rest] = text.split('|');
  if (rest.length > 0 || !iso || !id || !ROW_ID.test(id)) return null;
  const at = new Date(iso);
  const time = at.getTime();
  if (Number.isNaN(time) || time < EARLIEST || time > LATEST || at.toISOString() !== iso) return null;
  return { at, id };
}

export const CURSOR_MESSAGE = 'The cursor is not one this server returned.';

/** A `cursor` query field of a list ordered newest first. */
export const pageCursorSchema = z.string().max(200).refine((cursor) => decodePageCursor(cursor) !== null, CURSOR_MESSAGE);

/** The days a report may cover; a day outside them is refused (and the day after the last is still a real date). */
export const REPORT_DAYS = { first: '1970-01-01', last: '2999-12-31' } as const;

/** A calendar day (YYYY-MM-DD, UTC) for a report's `from` or `to`. */
export const reportDaySchema = z.iso
  .date()
  .refine((day) => day >= REPORT_DAYS.first && day <= REPORT_DAYS.last, `must be a day from ${REPORT_DAYS.first} to ${REPORT_DAYS.last}`);
