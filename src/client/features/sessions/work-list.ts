import type { ChatSession } from '../../../shared/api/chat';
import type { DraftSummary } from '../../../shared/api/drafts';

/** One piece of saved work: an assistant conversation or a draft. */
export type WorkItem = { kind: 'conversation'; item: ChatSession } | { kind: 'draft'; item: DraftSummary };

export type WorkKind = WorkItem['kind'];

/** What has been loaded of one list (newest first), and whether the server has older items. */
export interface LoadedList<T> {
  items: T[];
  hasMore: boolean;
}

const time = (work: WorkItem) => Date.parse(work.item.updatedAt);

/**
 * Conversations and drafts in one list, most recently updated first. Each list arrives a page at a time, so the
 * merged list stops where a list with older pages stops: an unloaded conversation could be newer than a loaded
 * draft below that point. `loadMore` names the lists to read further to continue it.
 */
export function mergeByRecency(conversations: LoadedList<ChatSession>, drafts: LoadedList<DraftSummary>): { items: WorkItem[]; loadMore: WorkKind[] } {
  const lists: { kind: WorkKind; work: WorkItem[]; hasMore: boolean }[] = [
    { kind: 'conversation', work: conversations.items.map((item) => ({ kind: 'conversation', item })), hasMore: conversations.hasMore },
    { kind: 'draft', work: drafts.items.map((item) => ({ kind: 'draft', item })), hasMore: drafts.hasMore },
  ];
  const oldestLoaded = (work: WorkItem[]) => (work.length > 0 ? time(work[work.length - 1]!) : Infinity);
  const incomplete = lists.filter((list) => list.hasMore);
  const cutoff = Math.max(-Infinity, ...incomplete.map((list) => oldestLoaded(list.work)));
  const items = lists
    .flatMap((list) => list.work)
    .filter((work) => time(work) >= cutoff)
    .sort((a, b) => time(b) - time(a));
  return { items, loadMore: incomplete.filter((list) => oldestLoaded(list.work) >= cutoff).map((list) => list.kind) };
}
