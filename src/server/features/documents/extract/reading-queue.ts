import { AppError } from '../../../http/errors';
import { ReadingCancelled } from './thread-reader';

interface Waiting {
  start: () => void;
  cancel: (reason?: AppError) => void;
}

/** How many files are read at once, in all and for one user, and how many one user may have waiting. */
export interface QueueLimits {
  concurrency: number;
  perUserConcurrency: number;
  perUserWaiting: number;
  /** How long a file may wait for its turn before its upload is answered 503. */
  maxWaitMs: number;
}

/**
 * Uploads waiting to be read, taken in turn from each user who has one waiting (round robin: the user whose last turn
 * is oldest goes next), at most `concurrency`
 * at once and `perUserConcurrency` for one user: one user's twenty files, or one slow file, cannot keep another
 * user's one-page scan waiting behind them. A task whose request is gone (`signal`) leaves the queue unstarted.
 */
export function createReadingQueue(limits: QueueLimits) {
  const waiting = new Map<string, Waiting[]>();
  const running = new Map<string, number>();
  /** When each user with files waiting or being read last had a turn (a count of turns): the longest-waiting goes next. */
  const lastTurn = new Map<string, number>();
  let turns = 0;
  let active = 0;

  function next(): void {
    while (active < limits.concurrency) {
      let userId: string | undefined;
      for (const user of waiting.keys()) {
        if ((running.get(user) ?? 0) >= limits.perUserConcurrency) continue;
        if (userId === undefined || (lastTurn.get(user) ?? -1) < (lastTurn.get(userId) ?? -1)) userId = user;
      }
      if (userId === undefined) return;
      const queue = waiting.get(userId)!;
      const task = queue.shift()!;
      if (queue.length === 0) waiting.delete(userId);
      turns += 1;
      lastTurn.set(userId, turns);
      task.start();
    }
  }

  /** A user with nothing waiting or being read is forgotten: their next file starts a fresh turn. */
  function forgetIfIdle(userId: string): void {
    if (!waiting.has(userId) && !running.has(userId)) lastTurn.delete(userId);
  }

  return {
    run<T>(userId: string, task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      if (signal?.aborted) return Promise.reject(new ReadingCancelled());
      const queue = waiting.get(userId) ?? [];
      if (queue.length >= limits.perUserWaiting) {
        return Promise.reject(new AppError('resource-exhausted', `${queue.length} of your files are waiting to be read. Upload this one when they are done.`));
      }
      return new Promise<T>((resolve, reject) => {
        const entry: Waiting = {
          start: () => {
            clearTimeout(deadline);
            signal?.removeEventListener('abort', onAbort);
            active += 1;
            running.set(userId, (running.get(userId) ?? 0) + 1);
            task()
              .then(resolve, reject)
              .finally(() => {
                active -= 1;
                const left = running.get(userId)! - 1;
                if (left > 0) running.set(userId, left);
                else running.delete(userId);
                forgetIfIdle(userId);
                next();
              });
          },
          cancel: (reason: AppError = new ReadingCancelled()) => {
            clearTimeout(deadline);
            signal?.removeEventListener('abort', onAbort);
            const mine = waiting.get(userId);
            const at = mine?.indexOf(entry) ?? -1;
            if (mine && at >= 0) {
              mine.splice(at, 1);
              if (mine.length === 0) waiting.delete(userId);
              forgetIfIdle(userId);
            }
            reject(reason);
          },
        };
        // A file not started in time: its request should not hang on a queue that is not moving for it.
        const deadline = setTimeout(
          () => entry.cancel(new AppError('unavailable', 'The server is busy reading other files and could not start on yours. Upload it again in a few minutes.')),
          limits.maxWaitMs,
        );
        const onAbort = () => entry.cancel();
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(entry);
        waiting.set(userId, queue);
        next();
      });
    },
    /** Files being read and waiting, for tests and logs. */
    get load() {
      return { active, waiting: [...waiting.values()].reduce((sum, queue) => sum + queue.length, 0) };
    },
  };
}

export type ReadingQueue = ReturnType<typeof createReadingQueue>;
