/**
 * An import's search vectors on a second PostgreSQL connection (ADR 047): the server computes to_tsvector in the
 * backend of the connection that inserts, one opinion after another, so the writer's backend did all of it while the
 * server's other cores waited. Here another connection computes the vectors of the batch that was just read, one text
 * at a time, while the writer inserts the batch before it; when the writer needs the batch, it takes whatever this
 * connection has not started, and its own backend computes those (the opinions trigger), as on PGlite (ADR 032).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import type { SearchVectors } from './search-vectors';

/** The SQLSTATE of an error PostgreSQL answered (through drizzle's wrapper), none for a failed connection. */
function sqlState(error: unknown): string | null {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const code = (cause as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

export function postgresSearchVectors(db: Db): SearchVectors {
  const counts = { thread: 0, database: 0 };
  let failure: string | null = null;
  // Batches are worked on in the order they were submitted, as the writer takes them.
  let queue: Promise<void> = Promise.resolve();

  const vectorOf = async (text: string): Promise<string | null> => {
    try {
      const [row] = await selectRows<{ vector: string }>(db, sql`select setweight(to_tsvector('english'::regconfig, ${text}), 'D')::text as vector`);
      return row?.vector ?? null;
    } catch (error) {
      // An error the server answered (a text too long for a tsvector) is the writer's backend's to report again,
      // where the import can; a connection that failed stops offering help, and the import goes on without it.
      if (!sqlState(error)) failure ??= (((error as { cause?: unknown }).cause ?? error) as Error).message;
      return null;
    }
  };

  return {
    beside: 'a second connection',
    counts,
    get failure() {
      return failure;
    },
    submit(texts) {
      let next = 0;
      const vectors: Array<string | null> = [];
      const work = queue.then(async () => {
        while (next < texts.length && !failure) {
          const index = next++;
          vectors[index] = await vectorOf(texts[index]!);
        }
      });
      queue = work;
      return {
        async take() {
          // What the connection has not started is the writer's; the one it is on is waited for.
          next = texts.length;
          await work;
          const result = Array.from(texts, (_, index) => vectors[index] ?? null);
          const computed = result.filter((vector) => vector !== null).length;
          counts.thread += computed;
          counts.database += texts.length - computed;
          return result;
        },
      };
    },
    async close() {
      await queue;
    },
  };
}
