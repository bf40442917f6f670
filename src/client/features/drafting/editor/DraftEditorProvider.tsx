import type { Editor } from '@tiptap/react';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** Marks the toolbar's element, so a section editor that loses focus to it stays the one the toolbar acts on. */
export const TOOLBAR_ATTRIBUTE = 'data-draft-editor-toolbar';

export interface SectionFocus {
  /** A section editor took focus. */
  focused(editor: Editor): void;
  /** A section editor (or the toolbar acting on it) lost focus to `next`; null when focus left the page's content. */
  blurred(editor: Editor, next: EventTarget | null): void;
  /** A section editor is gone or read-only: the toolbar no longer acts on it. */
  released(editor: Editor): void;
}

const noFocusTracking: SectionFocus = { focused: () => {}, blurred: () => {}, released: () => {} };

// Two contexts: the section editors only need the stable callbacks, so focus moving does not re-render all of them.
const SectionFocusContext = createContext<SectionFocus>(noFocusTracking);
const FocusedEditorContext = createContext<Editor | null>(null);

const insideToolbar = (target: EventTarget | null) => target instanceof Element && target.closest(`[${TOOLBAR_ATTRIBUTE}]`) !== null;

/** Tracks which section editor is focused, for the one toolbar of the drafting studio. */
export function DraftEditorProvider({ children }: { children: ReactNode }) {
  const [focusedEditor, setFocusedEditor] = useState<Editor | null>(null);
  const sectionFocus = useMemo<SectionFocus>(() => {
    const release = (editor: Editor) => setFocusedEditor((current) => (current === editor ? null : current));
    return {
      focused: setFocusedEditor,
      blurred: (editor, next) => {
        if (insideToolbar(next) || (next instanceof Node && !editor.isDestroyed && editor.view.dom.contains(next))) return;
        release(editor);
      },
      released: release,
    };
  }, []);
  return (
    <SectionFocusContext.Provider value={sectionFocus}>
      <FocusedEditorContext.Provider value={focusedEditor}>{children}</FocusedEditorContext.Provider>
    </SectionFocusContext.Provider>
  );
}

export const useSectionFocus = () => useContext(SectionFocusContext);

/** The section editor the toolbar acts on, or null when none is focused. */
export const useFocusedEditor = () => useContext(FocusedEditorContext);
