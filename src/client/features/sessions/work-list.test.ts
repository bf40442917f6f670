import { describe, expect, it } from 'vitest';
import type { ChatSession } from '../../../shared/api/chat';
import type { DraftSummary } from '../../../shared/api/drafts';
import { mergeByRecency } from './work-list';

const conversation = (id: string, updatedAt: string) => ({ id, updatedAt }) as ChatSession;
const draft = (id: string, updatedAt: string) => ({ id, updatedAt }) as DraftSummary;
const ids = (result: ReturnType<typeof mergeByRecency>) => result.items.map((work) => work.item.id);

describe('conversations and drafts in one list', () => {
  const conversations = [conversation('c1', '2026-03-10T12:00:00Z'), conversation('c2', '2026-03-08T12:00:00Z')];
  const drafts = [draft('d1', '2026-03-09T12:00:00Z'), draft('d2', '2026-03-01T12:00:00Z')];

  it('interleaves both, most recently updated first, when both lists are complete', () => {
    const result = mergeByRecency({ items: conversations, hasMore: false }, { items: drafts, hasMore: false });
    expect(ids(result)).toEqual(['c1', 'd1', 'c2', 'd2']);
    expect(result.loadMore).toEqual([]);
  });

  it('stops where a list with older pages stops, and asks for more of that list', () => {
    const result = mergeByRecency({ items: conversations, hasMore: true }, { items: drafts, hasMore: false });
    // An unloaded conversation may be newer than d2, so d2 waits for the next page of conversations.
    expect(ids(result)).toEqual(['c1', 'd1', 'c2']);
    expect(result.loadMore).toEqual(['conversation']);
  });

  it('asks only for the list that limits the view when both have more', () => {
    const result = mergeByRecency({ items: conversations, hasMore: true }, { items: drafts, hasMore: true });
    expect(ids(result)).toEqual(['c1', 'd1', 'c2']);
    expect(result.loadMore).toEqual(['conversation']);
  });

  it('shows one kind alone when the other has none', () => {
    expect(ids(mergeByRecency({ items: [], hasMore: false }, { items: drafts, hasMore: true }))).toEqual(['d1', 'd2']);
  });
});
