import { describe, expect, it } from 'vitest';
import type { ChatSession } from '../../../shared/api/chat';
import type { DocumentSummary } from '../../../shared/api/documents';
import type { DraftSummary } from '../../../shared/api/drafts';
import { mergeByRecency, type LoadedList } from './work-list';

const conversation = (id: string, updatedAt: string) => ({ id, updatedAt }) as ChatSession;
const draft = (id: string, updatedAt: string) => ({ id, updatedAt }) as DraftSummary;
const document = (id: string, createdAt: string) => ({ id, createdAt }) as DocumentSummary;
const ids = (result: ReturnType<typeof mergeByRecency>) => result.items.map((work) => work.item.id);
const none: LoadedList<never> = { items: [], hasMore: false };

describe('conversations, drafts and documents in one list', () => {
  const conversations = [conversation('c1', '2026-03-10T12:00:00Z'), conversation('c2', '2026-03-08T12:00:00Z')];
  const drafts = [draft('d1', '2026-03-09T12:00:00Z'), draft('d2', '2026-03-01T12:00:00Z')];
  const documents = [document('u1', '2026-03-09T18:00:00Z'), document('u2', '2026-02-01T12:00:00Z')];

  it('interleaves all three, most recent first, when every list is complete', () => {
    const result = mergeByRecency({
      conversation: { items: conversations, hasMore: false },
      draft: { items: drafts, hasMore: false },
      document: { items: documents, hasMore: false },
    });
    expect(ids(result)).toEqual(['c1', 'u1', 'd1', 'c2', 'd2', 'u2']);
    expect(result.loadMore).toEqual([]);
  });

  it('stops where a list with older pages stops, and asks for more of that list', () => {
    const result = mergeByRecency({ conversation: { items: conversations, hasMore: true }, draft: { items: drafts, hasMore: false }, document: none });
    // An unloaded conversation may be newer than d2, so d2 waits for the next page of conversations.
    expect(ids(result)).toEqual(['c1', 'd1', 'c2']);
    expect(result.loadMore).toEqual(['conversation']);
  });

  it('asks only for the list that limits the view when several have more', () => {
    const result = mergeByRecency({
      conversation: { items: conversations, hasMore: true },
      draft: { items: drafts, hasMore: true },
      document: { items: documents, hasMore: true },
    });
    expect(ids(result)).toEqual(['c1', 'u1', 'd1', 'c2']);
    expect(result.loadMore).toEqual(['conversation']);
  });

  it('shows one kind alone when the others have none', () => {
    expect(ids(mergeByRecency({ conversation: none, draft: { items: drafts, hasMore: true }, document: none }))).toEqual(['d1', 'd2']);
  });
});
