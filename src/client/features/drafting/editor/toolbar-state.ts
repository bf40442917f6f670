import type { Editor } from '@tiptap/react';
import { DEFINED_TERM_MARK, SUBHEADING_LEVEL } from './blocks-doc';
import { clauseAt } from './clause-levels';

/** What the toolbar shows for the focused section editor's selection. */
export interface ToolbarState {
  editable: boolean;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  definedTerm: boolean;
  numbered: boolean;
  bullet: boolean;
  subheading: boolean;
  canIndent: boolean;
  canOutdent: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

export const INACTIVE_TOOLBAR: ToolbarState = {
  editable: false,
  bold: false,
  italic: false,
  underline: false,
  definedTerm: false,
  numbered: false,
  bullet: false,
  subheading: false,
  canIndent: false,
  canOutdent: false,
  canUndo: false,
  canRedo: false,
};

export function toolbarState(editor: Editor | null): ToolbarState {
  if (!editor || !editor.isEditable) return INACTIVE_TOOLBAR;
  // The innermost list decides: a bullet under a numbered clause is a bullet.
  const list = clauseAt(editor.state.selection.$from)?.list.type.name;
  const can = editor.can();
  return {
    editable: true,
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    definedTerm: editor.isActive(DEFINED_TERM_MARK),
    numbered: list === 'orderedList',
    bullet: list === 'bulletList',
    subheading: editor.isActive('heading', { level: SUBHEADING_LEVEL }),
    canIndent: can.indentClause(),
    canOutdent: can.outdentClause(),
    canUndo: can.undo(),
    canRedo: can.redo(),
  };
}
