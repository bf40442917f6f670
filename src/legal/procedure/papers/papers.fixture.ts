import { expect } from 'vitest';
import { assembleDraft, type DraftDocument } from '../../drafting/assemble';
import { completeIntakeFor } from '../../drafting/intake.fixture';
import { resolvePaper, type Resolution } from '../resolve';

/** Test helpers for the court papers: resolve a goal and assemble its draft from a complete intake. */

export type PaperResolution = Extract<Resolution, { kind: 'paper' }>;
export type RefusedResolution = Extract<Resolution, { kind: 'refused' }>;

export function paperFor(typeId: string, jurisdiction: string): PaperResolution {
  const resolution = resolvePaper(typeId, jurisdiction);
  expect(resolution?.kind).toBe('paper');
  return resolution as PaperResolution;
}

export function refusalFor(typeId: string, jurisdiction: string): RefusedResolution {
  const resolution = resolvePaper(typeId, jurisdiction);
  expect(resolution?.kind).toBe('refused');
  return resolution as RefusedResolution;
}

export function draftOf(resolved: PaperResolution, jurisdictionLabel: string): DraftDocument {
  return assembleDraft({ type: resolved.type, intake: completeIntakeFor(resolved.type), jurisdictionLabel, packAvailable: true });
}

/** The `grounds` select's options, as the intake form offers them. */
export function groundsOptions(resolved: PaperResolution): { value: string; label: string }[] {
  const grounds = resolved.type.intakeFields.find((field) => field.id === 'grounds');
  return grounds?.kind === 'select' ? grounds.options : [];
}

/** Every companion that names a section has that section, under a heading carrying the companion's name. */
export function expectCompanionSections(resolved: PaperResolution, draft: DraftDocument): void {
  for (const companion of resolved.paper.companions.filter((entry) => entry.sectionId)) {
    const section = draft.sections.find((entry) => entry.id === companion.sectionId);
    expect(section?.heading, `section for ${companion.id}`).toContain(companion.name);
  }
  expect(JSON.stringify(draft)).not.toContain('{{');
}
