/** The ways into /drafts/new: `?type=` from the Tools page and the dashboard, router state from the chat. */
export interface NewDraftPrefill {
  instructions?: string;
  jurisdiction?: string;
  typeId?: string;
}

export const NEW_DRAFT_PATH = '/drafts/new';

export const newDraftHref = (typeId?: string) => (typeId ? `${NEW_DRAFT_PATH}?type=${encodeURIComponent(typeId)}` : NEW_DRAFT_PATH);

/** What a router state offers the page; anything else in it (or a state from elsewhere) is ignored. */
export function prefillFromState(state: unknown): NewDraftPrefill {
  if (typeof state !== 'object' || state === null) return {};
  const { instructions, jurisdiction, typeId } = state as Record<string, unknown>;
  const prefill: NewDraftPrefill = {};
  if (typeof instructions === 'string' && instructions.trim()) prefill.instructions = instructions;
  if (typeof jurisdiction === 'string' && jurisdiction) prefill.jurisdiction = jurisdiction;
  if (typeof typeId === 'string' && typeId) prefill.typeId = typeId;
  return prefill;
}

/** The drafter is told where its background came from. */
export function prefillFromAnswer(answer: string, jurisdiction?: string): NewDraftPrefill {
  return { instructions: `From an assistant answer:\n\n${answer.trim()}`, ...(jurisdiction ? { jurisdiction } : {}) };
}
