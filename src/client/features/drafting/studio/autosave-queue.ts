import type { DraftContent } from '../../../../shared/api/drafts';

/** What one save sends besides the base revision: the latest title and content, and a named version when asked. */
export interface DraftChanges {
  title?: string;
  content?: DraftContent;
  checkpoint?: { label?: string };
}

/**
 * saved: nothing waits. pending: an edit waits for typing to pause. saving: a request is out. retrying: the last
 * save failed and is tried again. refused: the server will not take the save (someone else saved first, or the
 * draft is gone); nothing is sent until the page reloads. held: a generation is writing the draft; edits wait.
 */
export type SaveState = 'saved' | 'pending' | 'saving' | 'retrying' | 'refused' | 'held';

/** What the page shows of the queue; a new object only when something in it changed. */
export interface AutosaveSnapshot {
  state: SaveState;
  /** The revision the next save builds on. */
  revision: number;
  /** Why the server refused the last save, while refused. */
  refusal: unknown;
}

export interface AutosaveOptions<Result extends { revision: number }> {
  send: (changes: DraftChanges, baseRevision: number) => Promise<Result>;
  /** A failure that retrying cannot fix (a conflict, a deleted draft, a rejected text), unlike a dropped connection. */
  isRefusal: (error: unknown) => boolean;
  onSaved: (result: Result) => void;
  debounceMs: number;
  retryDelayMs: (failures: number) => number;
}

/** Thrown to callers waiting on a flush when the waiting changes were dropped (a reload) or cannot be sent now. */
export class SaveNotPossibleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SaveNotPossibleError';
  }
}

const isEmpty = (changes: DraftChanges) => Object.keys(changes).length === 0;

/**
 * Saves a draft as the attorney types: one request at a time, each naming the latest revision the page knows, so
 * the server can refuse a save based on an older text. Failed saves keep the text and are retried with backoff;
 * a refused save (a conflict) stops saving until the page is reset with the server's text.
 */
export class AutosaveQueue<Result extends { revision: number }> {
  private pending: DraftChanges = {};
  private inFlight = false;
  private held = false;
  private refusal: unknown = null;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private waiters: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  private listeners = new Set<() => void>();
  private snapshot: AutosaveSnapshot;
  /** Moves on at every reset, so the answer to a request sent before it is ignored. */
  private resets = 0;

  constructor(
    private baseRevision: number,
    private readonly options: AutosaveOptions<Result>,
  ) {
    this.snapshot = { state: 'saved', revision: baseRevision, refusal: null };
  }

  readonly getSnapshot = (): AutosaveSnapshot => this.snapshot;

  getState(): SaveState {
    return this.snapshot.state;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get revision(): number {
    return this.baseRevision;
  }

  /** Anything typed that the server does not have yet (for the leave-page warning). */
  hasUnsavedChanges(): boolean {
    return !isEmpty(this.pending) || this.inFlight || this.refusal !== null;
  }

  /** Records an edit; it is sent once edits pause for the debounce time, or at once when `immediate`. */
  edit(changes: DraftChanges, { immediate = false } = {}): void {
    this.pending = { ...this.pending, ...changes };
    if (this.refusal !== null || this.held) return;
    this.schedule(immediate ? 0 : this.options.debounceMs);
    if (!this.inFlight) this.setState(this.failures > 0 ? 'retrying' : 'pending');
  }

  /** Sends what waits now; resolves when the server has all of it, rejects when a save fails or cannot be made. */
  flush(): Promise<void> {
    if (this.refusal !== null) return Promise.reject(this.refusal);
    if (this.held) return Promise.reject(new SaveNotPossibleError('A generation is writing this draft.'));
    if (isEmpty(this.pending) && !this.inFlight) return Promise.resolve();
    const settled = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    if (!this.inFlight) {
      this.clearTimer();
      void this.sendNow();
    }
    return settled;
  }

  /** A newer revision learnt elsewhere (a generation saved a section); saves build on it. */
  setRevision(revision: number): void {
    this.baseRevision = Math.max(this.baseRevision, revision);
    this.publish();
  }

  /** A generation writes the draft: keep edits, send nothing. */
  hold(): void {
    this.held = true;
    this.clearTimer();
    this.setState('held');
  }

  /**
   * The generation ended at `revision`. `content` is what to save of the text (the generated text with the
   * attorney's edits made meanwhile), or undefined when nothing was edited.
   */
  resume(revision: number, content: DraftContent | undefined): void {
    this.held = false;
    this.baseRevision = revision;
    const { content: _held, ...rest } = this.pending;
    this.pending = content ? { ...rest, content } : rest;
    if (isEmpty(this.pending)) this.setState('saved');
    else {
      this.schedule(0);
      this.setState('pending');
    }
  }

  /** Drops everything unsaved and starts again from the server's text at `revision` (reload, restore). */
  reset(revision: number): void {
    this.clearTimer();
    this.pending = {};
    this.refusal = null;
    this.failures = 0;
    this.baseRevision = revision;
    this.resets += 1;
    this.inFlight = false;
    this.settle(new SaveNotPossibleError('The unsaved changes were discarded.'));
    this.setState('saved');
  }

  /** Stops timers (the page closed); a request already out still finishes. */
  stop(): void {
    this.clearTimer();
  }

  private schedule(delayMs: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.sendNow();
    }, delayMs);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private async sendNow(): Promise<void> {
    if (this.inFlight || this.held || this.refusal !== null || isEmpty(this.pending)) return;
    const changes = this.pending;
    this.pending = {};
    this.inFlight = true;
    this.setState(this.failures > 0 ? 'retrying' : 'saving');
    const resetsAtSend = this.resets;
    let result: Result;
    try {
      result = await this.options.send(changes, this.baseRevision);
    } catch (error) {
      if (resetsAtSend !== this.resets) return;
      this.inFlight = false;
      this.failed(changes, error);
      return;
    }
    if (resetsAtSend !== this.resets) return;
    this.inFlight = false;
    this.failures = 0;
    this.baseRevision = result.revision;
    this.options.onSaved(result);
    if (this.held) return this.setState('held');
    if (isEmpty(this.pending)) {
      this.setState('saved');
      this.settle();
    } else if (this.timer === null || this.waiters.length > 0) {
      // Edits made while the request was out, with no timer left to send them (or someone waits for them).
      this.clearTimer();
      void this.sendNow();
    } else this.setState('pending');
  }

  private failed(changes: DraftChanges, error: unknown): void {
    // The text is kept (newer edits win); a named version is not retried unasked, the caller reports its failure.
    const { checkpoint: _dropped, ...kept } = changes;
    this.pending = { ...kept, ...this.pending };
    this.settle(error);
    if (this.options.isRefusal(error)) {
      this.refusal = error;
      this.clearTimer();
      this.setState('refused');
      return;
    }
    this.failures += 1;
    if (this.held) return this.setState('held');
    this.schedule(this.options.retryDelayMs(this.failures));
    this.setState('retrying');
  }

  private settle(error?: unknown): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) {
      if (error === undefined) waiter.resolve();
      else waiter.reject(error);
    }
  }

  private setState(state: SaveState): void {
    this.publish(state);
  }

  private publish(state = this.snapshot.state): void {
    const { snapshot } = this;
    if (snapshot.state === state && snapshot.revision === this.baseRevision && snapshot.refusal === this.refusal) return;
    this.snapshot = { state, revision: this.baseRevision, refusal: this.refusal };
    this.listeners.forEach((listener) => listener());
  }
}
