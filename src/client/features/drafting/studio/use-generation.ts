import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { ContentSection, GenerationEvent } from '../../../../shared/api/drafts';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/use-toast';
import { showInsufficientTokens } from '../../billing/insufficient-tokens';
import { problemMessage } from '../../research/research-errors';
import { formatCount } from '../../sessions/format';
import { draftPath, invalidateVersions } from './draft-queries';
import { generationReducer } from './generation-run';
import { readGenerationEvents } from './sse-events';
import { postForStream } from './stream-fetch';

/** What the draft does as a generation runs; see useDraft. */
export interface GenerationTarget {
  beginGeneration: () => void;
  takeGeneratedSection: (section: ContentSection, revision: number) => void;
  endGeneration: () => Promise<void>;
}

export interface GenerationRequest {
  /** Only this section, or every section when absent. */
  sectionId?: string;
  instructions?: string;
  /** The draft's sections, to show which wait their turn before the server names them. */
  planned: { id: string; heading: string }[];
}

/** How a run ended, said to the attorney once the draft is brought up to date. */
function reportEnd(last: GenerationEvent | null, stopped: boolean, tokensUsed: number, offline: boolean) {
  const tokens = offline ? 'Offline: assembled from templates; no tokens used.' : `${formatCount(tokensUsed, 'token')} used.`;
  if (last?.type === 'error') {
    toast({ title: 'Generation stopped', description: `${last.message} Finished sections are kept. ${tokens}`, variant: 'destructive' });
  } else if (stopped || (last?.type === 'done' && last.stopped)) {
    toast({ title: 'Generation stopped', description: `Finished sections are kept. ${tokens}` });
  } else if (last?.type === 'done') {
    toast({ title: 'Draft written', description: tokens, variant: 'success' });
  } else {
    toast({
      title: 'The connection was lost',
      description: 'Sections finished before the connection dropped are kept. Check the draft, then generate again if needed.',
      variant: 'destructive',
    });
  }
}

function reportRefusal(error: unknown) {
  if (showInsufficientTokens(error)) return;
  const title = error instanceof ApiError && error.status === 412 ? 'Generation not started' : 'The draft could not be generated';
  toast({ title, description: problemMessage(error), variant: 'destructive' });
}

/**
 * Streams a generation into the draft: the run's progress for the panel, each finished section handed to the draft
 * as it arrives, and the end (done, error, Stop, or a dropped connection) followed by a fresh read of the draft.
 */
export function useGeneration(draftId: string, target: GenerationTarget) {
  const queryClient = useQueryClient();
  const [run, dispatch] = useReducer(generationReducer, null);
  const controller = useRef<AbortController | null>(null);
  const targetRef = useRef(target);
  useEffect(() => {
    targetRef.current = target;
  });
  // Leaving the page stops the run (the server keeps finished sections and charges only what was used).
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async ({ sectionId, instructions, planned }: GenerationRequest) => {
      if (controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      dispatch({ type: 'begin', sectionId: sectionId ?? null, planned });
      targetRef.current.beginGeneration();
      // What the stream said, for the report at the end.
      const seen: { last: GenerationEvent | null; tokensUsed: number; offline: boolean } = { last: null, tokensUsed: 0, offline: false };
      let refused = false;
      try {
        const body = await postForStream(`${draftPath(draftId)}/generate`, { sectionId, instructions: instructions || undefined }, abort.signal);
        await readGenerationEvents(body, (event) => {
          seen.last = event;
          dispatch({ type: 'event', event });
          if (event.type === 'start') seen.offline = event.offline;
          if (event.type === 'section-done') {
            seen.tokensUsed = Math.max(seen.tokensUsed, event.tokensUsed);
            targetRef.current.takeGeneratedSection(event.section, event.revision);
          }
          if (event.type === 'done') seen.tokensUsed = Math.max(seen.tokensUsed, event.tokensUsed);
        });
      } catch (error) {
        // Refused (too few tokens, already running) or unreachable before anything streamed; a stop is not a failure.
        refused = !abort.signal.aborted && (error instanceof ApiError || seen.last === null);
        if (refused) reportRefusal(error);
      } finally {
        controller.current = null;
        dispatch({ type: 'end' });
        await targetRef.current.endGeneration();
        void invalidateVersions(queryClient, draftId);
      }
      if (!refused) reportEnd(seen.last, abort.signal.aborted, seen.tokensUsed, seen.offline);
    },
    [draftId, queryClient],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  return { run, start, stop };
}
