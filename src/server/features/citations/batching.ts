/**
 * Batching of lookups for one citation check (issue #38): the checks of all a brief's citations run side by side,
 * and every lookup they ask for while the others are still asking is answered by one query per kind of lookup. A
 * flush waits until the checks have nothing left to ask (the event loop's next turn after the previous flush), then
 * runs each kind's query in turn, one at a time, so the database sees one statement at a time as before. Answers are
 * kept for the check: the same question asked twice costs nothing.
 */

/** Questions per statement at most, so a very long text never builds a statement past the driver's parameter limit. */
const MOST_PER_QUERY = 500;

type Waiting<I, V> = { input: I; resolve: (value: V) => void; reject: (error: unknown) => void };

export type Batcher = <I, V>(load: (inputs: I[]) => Promise<V[]>, keyOf: (input: I) => string) => (input: I) => Promise<V>;

/** A batcher for one check; its answers are never shared with another check, so they are never stale. */
export function createBatcher(): Batcher {
  const due = new Set<() => Promise<void>>();
  let flushing: Promise<void> = Promise.resolve();
  let scheduled = false;

  async function flush(): Promise<void> {
    scheduled = false;
    const runs = [...due];
    due.clear();
    for (const run of runs) await run();
  }
  function schedule(run: () => Promise<void>): void {
    due.add(run);
    if (scheduled) return;
    scheduled = true;
    flushing = flushing.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(flush);
  }

  return <I, V>(load: (inputs: I[]) => Promise<V[]>, keyOf: (input: I) => string) => {
    const answers = new Map<string, Promise<V>>();
    let waiting: Array<Waiting<I, V>> = [];
    async function run(): Promise<void> {
      const batch = waiting;
      waiting = [];
      // Questions asked while an earlier kind was loading joined this load before it ran; their flush finds none.
      if (batch.length === 0) return;
      for (let start = 0; start < batch.length; start += MOST_PER_QUERY) {
        const part = batch.slice(start, start + MOST_PER_QUERY);
        try {
          const values = await load(part.map((entry) => entry.input));
          part.forEach((entry, index) => entry.resolve(values[index]!));
        } catch (error) {
          for (const entry of part) entry.reject(error);
        }
      }
    }
    return (input: I) => {
      const key = keyOf(input);
      let answer = answers.get(key);
      if (!answer) {
        answer = new Promise<V>((resolve, reject) => waiting.push({ input, resolve, reject }));
        answers.set(key, answer);
        schedule(run);
      }
      return answer;
    };
  };
}

/** No batching: each question its own query, as the long-lived repository answers one lookup at a time. */
export const oneAtATime: Batcher =
  <I, V>(load: (inputs: I[]) => Promise<V[]>) =>
  async (input: I) =>
    (await load([input]))[0]!;
