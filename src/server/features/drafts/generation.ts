import type { FastifyBaseLogger } from 'fastify';
import { blocksFromMarkdown, sectionPlainText, type DraftContent } from '../../../legal/drafting';
import { CERTIFICATE_SECTION_ID } from '../../../shared/api/certifications';
import type { GenerationEvent } from '../../../shared/api/drafts';
import { AppError } from '../../http/errors';
import type { AssistantSettings } from '../../providers/ai';
import type { AssistantModel } from '../../providers/ai/types';
import { InsufficientTokensError, UPGRADE_MESSAGE } from '../tokens/errors';
import type { TokenLedger } from '../tokens/ledger';
import { estimateTokens } from '../tokens/metering';
import { refusalMessage } from './paper';
import { draftingSystemPrompt, sectionPrompt } from './prompt';
import type { DraftsRepository } from './repository';
import { writeSection } from './section-writer';
import { assembledContent, type DraftsService } from './service';
import { countWords, type DraftCodec, type OpenDraft } from './stored-draft';

export interface GenerateOptions {
  userId: string;
  draftId: string;
  sectionId?: string;
  instructions?: string;
  /** Aborts when the client disconnects or stops. */
  signal: AbortSignal;
}

const ALREADY_GENERATING = 'This draft is already being generated. Wait for it to finish or stop it first.';
/** Missed heartbeats after which a generation no longer holds its draft (its process died). */
export const LEASE_HEARTBEATS = 4;

/**
 * Writes a draft section by section: each section is a metered model call (reserve the estimate, stream, settle to
 * the reported usage), saved as soon as it is finished, so a stop or a lost connection keeps every finished section.
 * With the offline engine the sections come from the type's templates and nothing is charged.
 */
export function createDraftGeneration(deps: {
  service: DraftsService;
  repository: DraftsRepository;
  codec: DraftCodec;
  ledger: TokenLedger;
  assistant: AssistantModel;
  settings: AssistantSettings;
  log: FastifyBaseLogger;
  /** How often a running generation renews its hold on the draft; it lapses after LEASE_HEARTBEATS missed beats. */
  heartbeatMs: number;
}) {
  const { service, repository, codec, ledger, assistant, settings, log, heartbeatMs } = deps;
  const leaseUntil = () => new Date(Date.now() + LEASE_HEARTBEATS * heartbeatMs);

  async function generate(options: GenerateOptions): Promise<ReadableStream<GenerationEvent>> {
    const { userId, draftId, signal } = options;
    const draft = await service.open(userId, draftId);
    if (draft.refusal) throw new AppError('failed-precondition', `This draft cannot be drafted further: ${refusalMessage(draft.refusal)}`);
    const targets = targetIndexes(draft, options.sectionId);
    const claimed = await repository.claimForGeneration(userId, draftId, leaseUntil());
    if (!claimed) throw new AppError('failed-precondition', ALREADY_GENERATING);
    const heartbeat = setInterval(() => {
      repository
        .renewGeneration(userId, draftId, claimed.generationStartedAt!, leaseUntil())
        .catch((error: unknown) => log.warn({ err: error, draftId }, 'draft generation heartbeat failed'));
    }, heartbeatMs);
    heartbeat.unref();
    const released = { status: draft.row.status === 'new' ? 'new' : 'ready', generationStartedAt: null, generationLeaseUntil: null } as const;

    const content: DraftContent = structuredClone(draft.content);
    const templates = assembledContent(draft, draft.intake, draft.row.jurisdiction);
    const system = draftingSystemPrompt({ type: draft.type, paper: draft.paper, jurisdiction: draft.row.jurisdiction });
    const promptFor = (index: number) =>
      sectionPrompt({
        type: draft.type,
        jurisdiction: draft.row.jurisdiction,
        intake: draft.intake,
        instructions: draft.instructions,
        runInstructions: options.instructions,
        content,
        sectionIndex: index,
        templateText: sectionPlainText(templates.sections.find((s) => s.id === content.sections[index]!.id) ?? { id: '', heading: '', blocks: [] }),
      });
    // A matter's draft is charged to the matter (the firm's pool), whichever member generates it.
    const reserve = (index: number) =>
      ledger.reserve({
        userId,
        amount: estimateTokens({ prompt: `${system}\n${promptFor(index)}`, maxOutputTokens: settings.maxOutputTokens }),
        reference: `draft:${draftId}`,
        matterId: draft.row.matterId,
      });

    let firstReservation: { reservationId: string } | null = null;
    try {
      const heading = options.sectionId ? `“${content.sections[targets[0]!]!.heading}”` : '';
      await service.keepCurrent(userId, draft, options.sectionId ? `Before regenerating ${heading}` : 'Before generating');
      // The first section's tokens are held before anything streams, so too few tokens is the spec's 403, not an event.
      if (!assistant.offline) firstReservation = await reserve(targets[0]!);
    } catch (error) {
      clearInterval(heartbeat);
      await repository.update(userId, draftId, released);
      throw error;
    }

    let revision = claimed.revision;
    let tokensUsed = 0;
    let written = 0;
    let out!: ReadableStreamDefaultController<GenerationEvent>;
    let open = true;
    const stop = new AbortController();
    const stopSignal = AbortSignal.any([signal, stop.signal]);
    const emit = (event: GenerationEvent) => open && out.enqueue(event);

    async function saveSection(index: number) {
      const row = await repository.update(userId, draftId, { contentEncrypted: await codec.sealContent(draft.row, content), wordCount: countWords(content) });
      revision = row?.revision ?? revision;
      written += 1;
      emit({ type: 'section-done', sectionId: content.sections[index]!.id, section: content.sections[index]!, tokensUsed, revision });
    }

    /** One section with the model; false when the run must end (stopped, failed, out of tokens). */
    async function modelSection(index: number, reservationId: string): Promise<boolean> {
      const section = content.sections[index]!;
      const outcome = await writeSection({
        assistant, settings, system, prompt: promptFor(index), signal: stopSignal,
        onText: (delta) => emit({ type: 'section-delta', sectionId: section.id, delta }),
      });
      if (outcome.kind === 'failed') {
        await ledger.release(reservationId);
        emit({ type: 'error', message: outcome.message, revision });
        return false;
      }
      const charged = (await ledger.settle(reservationId, outcome.usedTokens))?.charged ?? 0;
      tokensUsed += charged;
      await repository.addTokens(userId, draftId, charged);
      // A stopped section keeps what it had: half a clause is worse in a legal draft than the template it replaces.
      if (outcome.kind === 'stopped') return false;
      const blocks = blocksFromMarkdown(outcome.text);
      if (blocks.length === 0) {
        emit({ type: 'error', message: `The language model wrote nothing for “${section.heading}”. The section was left as it was.`, revision });
        return false;
      }
      content.sections[index] = { ...section, blocks };
      await saveSection(index);
      return true;
    }

    async function run() {
      let stopped = false;
      try {
        emit({ type: 'start', sections: targets.map((i) => ({ id: content.sections[i]!.id, heading: content.sections[i]!.heading })), model: assistant.label, offline: assistant.offline });
        for (const [position, index] of targets.entries()) {
          if (stopSignal.aborted) {
            stopped = true;
            break;
          }
          emit({ type: 'section-start', sectionId: content.sections[index]!.id, index: position, total: targets.length });
          if (assistant.offline) {
            const template = templates.sections.find((s) => s.id === content.sections[index]!.id);
            if (template) content.sections[index] = { ...content.sections[index]!, blocks: template.blocks };
            await saveSection(index);
            continue;
          }
          let reservationId: string;
          if (position === 0 && firstReservation) reservationId = firstReservation.reservationId;
          else {
            try {
              reservationId = (await reserve(index)).reservationId;
            } catch (error) {
              if (!(error instanceof InsufficientTokensError)) throw error;
              emit({
                type: 'error',
                message: `Not enough tokens for the next section: it needs ${error.tokensNeeded} and ${error.tokensRemaining} remain. ${UPGRADE_MESSAGE} The sections written so far are saved.`,
                revision,
              });
              break;
            }
          }
          if (!(await modelSection(index, reservationId))) {
            stopped = stopSignal.aborted;
            break;
          }
        }
      } catch (error) {
        log.error({ err: error, draftId }, 'draft generation failed');
        emit({ type: 'error', message: 'The draft could not be generated. The sections finished so far are saved. Try again.', revision });
      } finally {
        clearInterval(heartbeat);
        await finish(stopped).catch((error: unknown) => log.error({ err: error, draftId }, 'draft generation bookkeeping failed'));
        if (open) out.close();
        open = false;
      }
    }

    async function finish(stopped: boolean) {
      const generatedBy = written > 0 ? { model: assistant.label, offline: assistant.offline } : draft.row.generatedBy;
      const status = written > 0 ? 'ready' : released.status;
      const row = await repository.update(userId, draftId, { ...released, status, generatedBy });
      revision = row?.revision ?? revision;
      if (written > 0) {
        const label = options.sectionId
          ? `Regenerated “${content.sections[targets[0]!]!.heading}”${assistant.offline ? ' from templates' : ` with ${assistant.label}`}`
          : assistant.offline ? 'Assembled from templates (offline)' : `Generated with ${assistant.label}`;
        await service.addVersion(row ?? draft.row, userId, content, 'generated', stopped ? `${label} (stopped)` : label);
      }
      emit({ type: 'done', tokensUsed, revision, stopped });
    }

    return new ReadableStream<GenerationEvent>({
      start(controller) {
        out = controller;
        void run();
      },
      cancel() {
        open = false;
        stop.abort();
      },
    });
  }

  return { generate };
}

/** Every section in order, or the one asked for; never the AI-use certificate, which states what the attorney certifies. */
function targetIndexes(draft: OpenDraft, sectionId: string | undefined): number[] {
  if (draft.content.sections.length === 0) throw new AppError('failed-precondition', 'This draft has no sections to write.');
  if (sectionId === CERTIFICATE_SECTION_ID) {
    throw new AppError('failed-precondition', 'The certificate is not written by a model: open Certifications to add it again from the latest check.');
  }
  if (sectionId === undefined) {
    return draft.content.sections.flatMap((section, index) => (section.id === CERTIFICATE_SECTION_ID ? [] : [index]));
  }
  const index = draft.content.sections.findIndex((section) => section.id === sectionId);
  if (index < 0) throw new AppError('not-found', 'This section is not in the draft.');
  return [index];
}

export type DraftGeneration = ReturnType<typeof createDraftGeneration>;
