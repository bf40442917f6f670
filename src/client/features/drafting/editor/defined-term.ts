import { Mark, mergeAttributes } from '@tiptap/react';
import { DEFINED_TERM_MARK } from './blocks-doc';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    definedTerm: {
      /** Marks the selection as a defined term, or unmarks it. */
      toggleDefinedTerm: () => ReturnType;
    };
  }
}

export const DEFINED_TERM_CLASS = 'defined-term';

/** A term the document defines ("Agreement", "Effective Date"): the contract's `term` mark. */
export const DefinedTerm = Mark.create({
  name: DEFINED_TERM_MARK,

  parseHTML() {
    return [{ tag: `span.${DEFINED_TERM_CLASS}` }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes, { class: DEFINED_TERM_CLASS }), 0];
  },

  addCommands() {
    return {
      toggleDefinedTerm:
        () =>
        ({ commands }) =>
          commands.toggleMark(this.name),
    };
  },

  addKeyboardShortcuts() {
    return { 'Mod-Shift-d': () => this.editor.commands.toggleDefinedTerm() };
  },
});
