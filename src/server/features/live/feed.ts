import type { LiveEvent } from '../../../shared/api/live';

/** An event as the feed keeps it: with the audience it is for ('public' or 'user:<id>'). */
export interface StoredEvent extends LiveEvent {
  audienceKey: string;
}

/**
 * The store the instances share the live channel through (ADR 018). It numbers events in one sequence, keeps the
 * recent ones, and tells every listening instance when there are more, in id order.
 */
export interface LiveFeed {
  /** Stores the event under the next id and announces it to every instance, this one too. */
  publish(event: Omit<StoredEvent, 'id'>): Promise<number>;
  /** Stored events with an id above `afterId`, oldest first, at most `limit`. */
  since(afterId: number, limit: number): Promise<StoredEvent[]>;
  /** The latest `limit` stored events, oldest first. */
  recent(limit: number): Promise<StoredEvent[]>;
  /**
   * `event` hands over an announced event when the announcement carries it; `notice` says there may be events this
   * instance has not heard (an announcement without the event, or a connection that was lost and is back).
   */
  listen(handlers: { event(event: StoredEvent): void; notice(): void }): Promise<void>;
  close(): Promise<void>;
}
