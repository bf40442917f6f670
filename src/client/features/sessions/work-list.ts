import type { ChatSession } from '../../../shared/api/chat';
import type { DocumentSummary } from '../../../shared/api/documents';
import type { DraftSummary } from '../../../shared/api/drafts';

/** One piece of saved work: an assistant conversation, a draft, or an uploaded document. */
export type WorkItem =
  | { kind: 'conversation'; item: ChatSession }
  | { kind: 'draft'; item: DraftSummary }
  | { kind: 'document'; item: DocumentSummary };

export type WorkKind = WorkItem['kind'];

/** What has been loaded of one list (newest first), and whether the server has older items. */
export interface LoadedList<T> {
  items: T[];
  hasMore: boolean;
}

export interface WorkLists {
  conversation: LoadedList<ChatSession>;
  draft: LoadedList<DraftSummary>;
  document: LoadedList<DocumentSummary>;
}

/** When a piece of work last changed: a document never changes after its upload. */
export const workTime = (work: WorkItem) => Date.parse(work.kind === 'document' ? work.item.createdAt : work.item.updatedAt);

const KINDS: WorkKind[] = ['conversation', 'draft', 'document'];

/**
 * Conversations, drafts and documents (those of `lists` given) in one list, most recent first. Each list arrives a
 * page at a time, so the merged list stops where a list with older pages stops: an unloaded conversation could be
 * newer than a loaded draft below that point. `loadMore` names the lists to read further to continue it.
 */
export function mergeByRecency<K extends WorkKind>(lists: Pick<WorkLists, K>): { items: Extract<WorkItem, { kind: K }>[]; loadMore: K[] } {
  const given = lists as Partial<WorkLists>;
  const all = KINDS.flatMap((kind) => {
    const list = given[kind];
    return list ? [{ kind, work: list.items.map((item) => ({ kind, item }) as WorkItem), hasMore: list.hasMore }] : [];
  });
  const oldestLoaded = (work: WorkItem[]) => (work.length > 0 ? workTime(work[work.length - 1]!) : Infinity);
  const incomplete = all.filter((list) => list.hasMore);
  const cutoff = Math.max(-Infinity, ...incomplete.map((list) => oldestLoaded(list.work)));
  const items = all
    .flatMap((list) => list.work)
    .filter((work) => workTime(work) >= cutoff)
    .sort((a, b) => workTime(b) - workTime(a));
  return {
    items: items as Extract<WorkItem, { kind: K }>[],
    loadMore: incomplete.filter((list) => oldestLoaded(list.work) >= cutoff).map((list) => list.kind as K),
  };
}
