import type { DraftPartTarget } from './content-edits';

/** The document's parts, by element id, for the outline, findings, citations and the placeholder count to jump to. */
export const CAPTION_ELEMENT_ID = 'draft-caption';
export const SIGNATURE_ELEMENT_ID = 'draft-signature';
export const sectionElementId = (sectionIndex: number) => `draft-section-${sectionIndex}`;

export function elementIdOf(target: DraftPartTarget): string {
  if (target.kind === 'caption') return CAPTION_ELEMENT_ID;
  if (target.kind === 'signature') return SIGNATURE_ELEMENT_ID;
  return sectionElementId(target.sectionIndex);
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls a part of the draft into view, moves focus to it, and flashes it briefly so the eye finds it. */
export function jumpTo(target: DraftPartTarget): void {
  const element = document.getElementById(elementIdOf(target));
  if (!element) return;
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  element.focus({ preventScroll: true });
  if (!prefersReducedMotion()) {
    element.animate([{ backgroundColor: 'rgb(244 234 210)' }, { backgroundColor: 'rgb(244 234 210 / 0)' }], { duration: 1800, easing: 'ease-out' });
  }
}
