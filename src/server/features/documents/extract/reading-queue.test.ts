import { describe, expect, it } from 'vitest';
import { createReadingQueue } from './reading-queue';
import { ReadingCancelled } from './thread-reader';

/** A task that finishes when the test says so, recording when it started. */
function gate(started: string[], name: string) {
  let open: () => void = () => {};
  const done = new Promise<string>((resolve) => (open = () => resolve(name)));
  return { task: () => (started.push(name), done), open };
}

describe('createReadingQueue', () => {
  it('takes users in turn, so one user\'s many files do not keep another waiting behind them', async () => {
    const queue = createReadingQueue({ concurrency: 1, perUserConcurrency: 1, perUserWaiting: 10, maxWaitMs: 60_000 });
    const started: string[] = [];
    const a = [1, 2, 3].map((n) => gate(started, `a${n}`));
    const b = gate(started, 'b1');
    const runs = [...a.map((g) => queue.run('a', g.task)), queue.run('b', b.task)];
    expect(started).toEqual(['a1']);
    a[0]!.open();
    await runs[0];
    await Promise.resolve();
    expect(started).toEqual(['a1', 'b1']);
    b.open();
    a[1]!.open();
    a[2]!.open();
    await Promise.all(runs);
    expect(started).toEqual(['a1', 'b1', 'a2', 'a3']);
  });

  it('reads at most one file of a user at once while a second slot serves someone else', async () => {
    const queue = createReadingQueue({ concurrency: 2, perUserConcurrency: 1, perUserWaiting: 10, maxWaitMs: 60_000 });
    const started: string[] = [];
    const a1 = gate(started, 'a1');
    const a2 = gate(started, 'a2');
    const b1 = gate(started, 'b1');
    const runs = [queue.run('a', a1.task), queue.run('a', a2.task), queue.run('b', b1.task)];
    expect(started).toEqual(['a1', 'b1']);
    expect(queue.load).toEqual({ active: 2, waiting: 1 });
    for (const g of [a1, a2, b1]) g.open();
    await Promise.all(runs);
  });

  it('drops a waiting file whose request is gone, and refuses a user past their waiting files', async () => {
    const queue = createReadingQueue({ concurrency: 1, perUserConcurrency: 1, perUserWaiting: 1, maxWaitMs: 60_000 });
    const started: string[] = [];
    const first = gate(started, 'first');
    const running = queue.run('a', first.task);
    const controller = new AbortController();
    const waiting = queue.run('a', gate(started, 'left').task, controller.signal);
    await expect(queue.run('a', gate(started, 'third').task)).rejects.toThrow('1 of your files are waiting to be read. Upload this one when they are done.');
    controller.abort();
    await expect(waiting).rejects.toBeInstanceOf(ReadingCancelled);
    first.open();
    await running;
    await new Promise(setImmediate);
    expect(started).toEqual(['first']);
    expect(queue.load).toEqual({ active: 0, waiting: 0 });
  });

  it('answers 503 for a file not started within its wait, and leaves the queue as it was', async () => {
    const queue = createReadingQueue({ concurrency: 1, perUserConcurrency: 1, perUserWaiting: 10, maxWaitMs: 50 });
    const started: string[] = [];
    const slow = gate(started, 'slow');
    const running = queue.run('a', slow.task);
    await expect(queue.run('b', gate(started, 'late').task)).rejects.toMatchObject({ status: 503, message: 'The server is busy reading other files and could not start on yours. Upload it again in a few minutes.' });
    expect(queue.load).toEqual({ active: 1, waiting: 0 });
    slow.open();
    await running;
    expect(started).toEqual(['slow']);
  });
});
