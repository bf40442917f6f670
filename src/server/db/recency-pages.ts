import { CURSOR_MESSAGE, decodePageCursor, encodePageCursor } from '../../shared/api/paging';
import { AppError } from '../http/errors';

/** Where a page of rows listed most recently updated first starts: after this (updatedAt, id). */
export interface RecencyKey {
  updatedAt: Date;
  id: string;
}

/** Rows decrypted per round when searching encrypted titles. */
const SEARCH_BATCH = 200;

const encodeCursor = (key: RecencyKey) => encodePageCursor({ at: key.updatedAt, id: key.id });

/** The route's schema has refused a cursor this does not read; this stands for callers that skip it. */
function decodeCursor(cursor: string): RecencyKey {
  const key = decodePageCursor(cursor);
  if (!key) throw new AppError('invalid-argument', CURSOR_MESSAGE);
  return { updatedAt: key.at, id: key.id };
}

/** Every word of the query occurs in the title, ignoring case. */
const matches = (title: string, q: string) => q.toLowerCase().split(/\s+/).filter(Boolean).every((word) => title.toLowerCase().includes(word));

/**
 * A page of a user's items, most recently updated first, optionally searched by title. Titles are encrypted, so a
 * search decrypts the user's own titles a batch at a time until a page is full: fine for the hundreds of items one
 * attorney keeps (microseconds each); a blind index would be the next step if that ever grows by orders of magnitude.
 */
export async function recencyPage<Row extends RecencyKey, Item>(options: {
  fetchRows: (after: RecencyKey | null, limit: number) => Promise<Row[]>;
  toItem: (row: Row) => Promise<Item>;
  titleOf: (item: Item) => string;
  q?: string;
  cursor?: string;
  limit: number;
}): Promise<{ items: Item[]; nextCursor: string | null }> {
  const { fetchRows, toItem, titleOf, q, limit } = options;
  const found: Array<{ item: Item; key: RecencyKey }> = [];
  let after = options.cursor ? decodeCursor(options.cursor) : null;
  const batch = q ? SEARCH_BATCH : limit + 1;
  for (;;) {
    const rows = await fetchRows(after, batch);
    for (const row of rows) {
      const item = await toItem(row);
      if (!q || matches(titleOf(item), q)) found.push({ item, key: { updatedAt: row.updatedAt, id: row.id } });
      if (found.length > limit) break;
    }
    if (found.length > limit || rows.length < batch) break;
    after = { updatedAt: rows.at(-1)!.updatedAt, id: rows.at(-1)!.id };
  }
  const page = found.slice(0, limit);
  return { items: page.map((f) => f.item), nextCursor: found.length > limit ? encodeCursor(page.at(-1)!.key) : null };
}
