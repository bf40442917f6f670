import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Block, Caption, ContentSection, DraftContent, DraftDetail } from '../../../../shared/api/drafts';
import { apiRequest } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { queryRetryDelay } from '../../../lib/retry';
import { AutosaveQueue, type DraftChanges } from './autosave-queue';
import {
  mergeEdits, sectionPart, withCaption, withSection, withSectionBlocks, withSectionHeading,
  withSignatureBlock, type ContentPart,
} from './content-edits';
import { draftPath, fetchDraft, invalidateDraftLists } from './draft-queries';

/** Saves wait this long after the last keystroke. */
const AUTOSAVE_DEBOUNCE_MS = 1500;

// Timeouts and rate limits pass; any other 4xx answer would only be refused again.
const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

/**
 * The draft as the attorney edits it: the page's own copy of the content, saved as they type (see AutosaveQueue),
 * and brought in line with the server after a generation, a restore or a reload.
 */
export function useDraft(initial: DraftDetail) {
  const queryClient = useQueryClient();
  const draftId = initial.id;
  const [content, setContent] = useState(initial.content);
  const contentRef = useRef(initial.content);
  const generating = useRef(false);
  const editedDuringGeneration = useRef(new Set<ContentPart>());

  const [queue] = useState(
    () =>
      new AutosaveQueue<DraftDetail>(initial.revision, {
        send: (changes: DraftChanges, baseRevision: number) => apiRequest<DraftDetail>('PATCH', draftPath(draftId), { baseRevision, ...changes }),
        isRefusal,
        onSaved: (detail) => {
          queryClient.setQueryData([draftPath(draftId)], detail);
          void invalidateDraftLists(queryClient);
        },
        debounceMs: AUTOSAVE_DEBOUNCE_MS,
        retryDelayMs: (failures) => queryRetryDelay(failures - 1),
      }),
  );
  const save = useSyncExternalStore(queue.subscribe, queue.getSnapshot);

  useEffect(() => {
    // Leaving the studio sends what waits; leaving the site with unsaved text asks first.
    const warn = (event: BeforeUnloadEvent) => {
      if (queue.hasUnsavedChanges()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      void queue.flush().catch(() => undefined).then(() => queue.stop());
    };
  }, [queue]);

  // Section editors take text replaced from outside themselves (keeping the cursor where the text is unchanged).
  const showContent = useCallback((next: DraftContent) => {
    contentRef.current = next;
    setContent(next);
  }, []);

  const edit = useCallback(
    (part: ContentPart, recipe: (content: DraftContent) => DraftContent) => {
      const next = recipe(contentRef.current);
      contentRef.current = next;
      setContent(next);
      if (generating.current) editedDuringGeneration.current.add(part);
      queue.edit({ content: next });
    },
    [queue],
  );

  /** Takes the server's draft whole, dropping anything unsaved (reload, restore). */
  const adopt = useCallback(
    (detail: DraftDetail) => {
      queryClient.setQueryData([draftPath(draftId)], detail);
      showContent(detail.content);
      queue.reset(detail.revision);
    },
    [draftId, queryClient, queue, showContent],
  );

  return {
    content,
    save,
    /** The text as it stands now, for handlers that must not wait for a render. */
    currentContent: useCallback(() => contentRef.current, []),
    currentRevision: useCallback(() => queue.revision, [queue]),
    /** The draft is gone (deleted): nothing left to save. */
    discardChanges: useCallback(() => queue.reset(queue.revision), [queue]),

    setSectionBlocks: useCallback((sectionId: string, blocks: Block[]) => edit(sectionPart(sectionId), (c) => withSectionBlocks(c, sectionId, blocks)), [edit]),
    setSectionHeading: useCallback((sectionId: string, heading: string) => edit(sectionPart(sectionId), (c) => withSectionHeading(c, sectionId, heading)), [edit]),
    setCaption: useCallback((caption: Caption) => edit('caption', (c) => withCaption(c, caption)), [edit]),
    setSignatureBlock: useCallback((lines: string[]) => edit('signature', (c) => withSignatureBlock(c, lines)), [edit]),
    /** Adds a section after the others, or replaces the section with its id (the AI-use certificate). */
    putSection: useCallback((section: ContentSection) => edit(sectionPart(section.id), (c) => withSection(c, section)), [edit]),

    saveTitle: useCallback(
      (title: string) => {
        queryClient.setQueryData<DraftDetail>([draftPath(draftId)], (detail) => detail && { ...detail, title });
        queue.edit({ title }, { immediate: true });
      },
      [draftId, queryClient, queue],
    ),

    /** Resolves once the server has everything typed; checks, exports and generations read the server's copy. */
    flush: useCallback(() => queue.flush(), [queue]),

    saveVersion: useCallback(
      (label: string) => {
        queue.edit({ checkpoint: label ? { label } : {} }, { immediate: true });
        return queue.flush();
      },
      [queue],
    ),

    adopt,

    /** Discards local changes and shows the server's latest text. */
    reload: useCallback(async () => adopt(await fetchDraft(queryClient, draftId)), [adopt, draftId, queryClient]),

    /** A generation starts writing: edits keep being shown but are saved only when it ends. */
    beginGeneration: useCallback(() => {
      generating.current = true;
      editedDuringGeneration.current = new Set();
      queue.hold();
    }, [queue]),

    /** A section the generation finished (and the server saved at `revision`). */
    takeGeneratedSection: useCallback(
      (section: ContentSection, revision: number) => {
        showContent(withSection(contentRef.current, section));
        queue.setRevision(revision);
      },
      [queue, showContent],
    ),

    /**
     * The generation ended (finished, stopped or failed): read the server's draft, keep the attorney's edits to
     * finished sections, and save those on top of it.
     */
    endGeneration: useCallback(async () => {
      let server: DraftDetail | null = null;
      try {
        server = await fetchDraft(queryClient, draftId);
      } catch {
        // The page keeps what it has; the next save either succeeds or reports a conflict to reload.
      }
      // Edits made while the draft was read count too, so the set is taken only now.
      const edited = editedDuringGeneration.current;
      generating.current = false;
      editedDuringGeneration.current = new Set();
      const merged = server ? mergeEdits(server.content, contentRef.current, edited) : contentRef.current;
      if (server) showContent(merged);
      queue.resume(server?.revision ?? queue.revision, edited.size > 0 ? merged : undefined);
      void invalidateDraftLists(queryClient);
    }, [draftId, queryClient, queue, showContent]),
  };
}

export type DraftState = ReturnType<typeof useDraft>;
