import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DraftContent } from '../../../../shared/api/drafts';
import { AutosaveQueue, type DraftChanges } from './autosave-queue';

const contentSaying = (text: string): DraftContent => ({
  sections: [{ id: 'body', heading: 'Argument', blocks: [{ kind: 'paragraph', runs: [{ text }] }] }],
  signatureBlock: [],
});

class Conflict extends Error {}

interface Call {
  changes: DraftChanges;
  baseRevision: number;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** A fake server that answers each save when the test says, with the next revision. */
function setup() {
  const calls: Call[] = [];
  let revision = 1;
  const saved: number[] = [];
  const queue = new AutosaveQueue<{ revision: number }>(1, {
    send: (changes, baseRevision) =>
      new Promise((resolve, reject) => {
        calls.push({ changes, baseRevision, resolve: () => resolve({ revision: ++revision }), reject });
      }),
    isRefusal: (error) => error instanceof Conflict,
    onSaved: (result) => saved.push(result.revision),
    debounceMs: 1500,
    retryDelayMs: (failures) => 1000 * 2 ** (failures - 1),
  });
  return { queue, calls, saved };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('AutosaveQueue', () => {
  it('waits for typing to pause, then sends only the latest text', async () => {
    const { queue, calls } = setup();
    queue.edit({ content: contentSaying('T') });
    await vi.advanceTimersByTimeAsync(1000);
    queue.edit({ content: contentSaying('The') });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(0);
    expect(queue.getState()).toBe('pending');
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.changes).toEqual({ content: contentSaying('The') });
    expect(queue.getState()).toBe('saving');
  });

  it('sends one request at a time, each on the revision the previous save returned', async () => {
    const { queue, calls, saved } = setup();
    queue.edit({ content: contentSaying('one') });
    await vi.advanceTimersByTimeAsync(1500);
    queue.edit({ content: contentSaying('two') });
    await vi.advanceTimersByTimeAsync(1500);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.baseRevision).toBe(2);
    expect(calls[1]!.changes.content).toEqual(contentSaying('two'));
    calls[1]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).toEqual([2, 3]);
    expect(queue.getSnapshot()).toEqual({ state: 'saved', revision: 3, refusal: null });
    expect(queue.hasUnsavedChanges()).toBe(false);
  });

  it('keeps the text after a failed save and retries with growing delays', async () => {
    const { queue, calls } = setup();
    queue.edit({ content: contentSaying('kept') });
    await vi.advanceTimersByTimeAsync(1500);
    calls[0]!.reject(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.getState()).toBe('retrying');
    expect(queue.hasUnsavedChanges()).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
    calls[1]!.reject(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[2]!.changes.content).toEqual(contentSaying('kept'));
    calls[2]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.getState()).toBe('saved');
  });

  it('does not let a retry send older text than was typed since', async () => {
    const { queue, calls } = setup();
    queue.edit({ content: contentSaying('old'), title: 'Motion' });
    await vi.advanceTimersByTimeAsync(1500);
    queue.edit({ content: contentSaying('new') });
    calls[0]!.reject(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(1500);
    expect(calls[1]!.changes).toEqual({ title: 'Motion', content: contentSaying('new') });
  });

  it('stops saving when the server refuses (a conflict), keeping the text, until reset with the server revision', async () => {
    const { queue, calls } = setup();
    queue.edit({ content: contentSaying('mine') });
    await vi.advanceTimersByTimeAsync(1500);
    calls[0]!.reject(new Conflict());
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.getSnapshot()).toMatchObject({ state: 'refused', refusal: expect.any(Conflict) });
    queue.edit({ content: contentSaying('more') });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    expect(queue.hasUnsavedChanges()).toBe(true);
    await expect(queue.flush()).rejects.toBeInstanceOf(Conflict);

    queue.reset(9);
    expect(queue.getState()).toBe('saved');
    expect(queue.hasUnsavedChanges()).toBe(false);
    queue.edit({ content: contentSaying('after reload') });
    await vi.advanceTimersByTimeAsync(1500);
    expect(calls[1]!.baseRevision).toBe(9);
  });

  it('flush sends at once and resolves when the server has the text', async () => {
    const { queue, calls } = setup();
    queue.edit({ content: contentSaying('now') });
    let flushed = false;
    const flush = queue.flush().then(() => (flushed = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(flushed).toBe(false);
    calls[0]!.resolve();
    await flush;
    expect(flushed).toBe(true);
  });

  it('flush rejects when the save fails, and a named version is not retried unasked', async () => {
    const { queue, calls } = setup();
    queue.edit({ content: contentSaying('text'), checkpoint: { label: 'Before filing' } });
    const flush = queue.flush();
    await vi.advanceTimersByTimeAsync(0);
    calls[0]!.reject(new TypeError('Failed to fetch'));
    await expect(flush).rejects.toThrow('Failed to fetch');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls[1]!.changes).toEqual({ content: contentSaying('text') });
  });

  it('flush with nothing to save resolves at once', async () => {
    const { queue } = setup();
    await expect(queue.flush()).resolves.toBeUndefined();
  });

  it('holds edits during a generation, then saves the merged text on the revision it ended at', async () => {
    const { queue, calls } = setup();
    queue.hold();
    queue.edit({ content: contentSaying('typed during generation') });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(0);
    expect(queue.getState()).toBe('held');
    queue.setRevision(7);
    queue.resume(8, contentSaying('generated text with the edit'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[0]).toMatchObject({ baseRevision: 8, changes: { content: contentSaying('generated text with the edit') } });
  });

  it('drops held content when nothing was edited during the generation', async () => {
    const { queue, calls } = setup();
    queue.edit({ content: contentSaying('stale') });
    queue.hold();
    queue.resume(5, undefined);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(0);
    expect(queue.getState()).toBe('saved');
  });

  it('ignores the answer to a save sent before a reset', async () => {
    const { queue, calls, saved } = setup();
    queue.edit({ content: contentSaying('discarded') });
    await vi.advanceTimersByTimeAsync(1500);
    queue.reset(20);
    calls[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).toEqual([]);
    expect(queue.revision).toBe(20);
  });

  it('tells subscribers when the state changes', async () => {
    const { queue, calls } = setup();
    const states: string[] = [];
    queue.subscribe(() => states.push(queue.getState()));
    queue.edit({ title: 'Motion to Dismiss' }, { immediate: true });
    await vi.advanceTimersByTimeAsync(0);
    calls[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toEqual(['pending', 'saving', 'saved']);
  });
});
