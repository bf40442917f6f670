import type { ChainedCommands, Editor } from '@tiptap/react';
import {
  BookA, Bold, Heading3, Italic, List, ListIndentDecrease, ListIndentIncrease, ListOrdered, Redo2, Underline, Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useCallback, useSyncExternalStore, type FocusEvent } from 'react';
import { cn } from '../../../lib/cn';
import { SUBHEADING_LEVEL } from './blocks-doc';
import { TOOLBAR_ATTRIBUTE, useFocusedEditor, useSectionFocus } from './DraftEditorProvider';
import { toolbarState, type ToolbarState } from './toolbar-state';

const APPLE = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** A shortcut as the attorney's keyboard labels it: "⇧⌘D" on a Mac, "Ctrl+Shift+D" elsewhere. */
function shortcut(key: string, { shift = false, alt = false } = {}): string {
  if (APPLE) return `${alt ? '⌥' : ''}${shift ? '⇧' : ''}⌘${key}`;
  return ['Ctrl', ...(alt ? ['Alt'] : []), ...(shift ? ['Shift'] : []), key].join('+');
}

interface Action {
  label: string;
  icon: LucideIcon;
  keys?: string;
  /** For formatting that is on or off; absent for one-off actions. */
  pressed?: (state: ToolbarState) => boolean;
  enabled?: (state: ToolbarState) => boolean;
  apply: (chain: ChainedCommands) => ChainedCommands;
}

const toolbarMarker = { [TOOLBAR_ATTRIBUTE]: '' };

const ACTION_GROUPS: Action[][] = [
  [
    { label: 'Bold', icon: Bold, keys: shortcut('B'), pressed: (state) => state.bold, apply: (chain) => chain.toggleBold() },
    { label: 'Italic', icon: Italic, keys: shortcut('I'), pressed: (state) => state.italic, apply: (chain) => chain.toggleItalic() },
    { label: 'Underline', icon: Underline, keys: shortcut('U'), pressed: (state) => state.underline, apply: (chain) => chain.toggleUnderline() },
    {
      label: 'Defined term',
      icon: BookA,
      keys: shortcut('D', { shift: true }),
      pressed: (state) => state.definedTerm,
      apply: (chain) => chain.toggleDefinedTerm(),
    },
  ],
  [
    {
      label: 'Numbered clause',
      icon: ListOrdered,
      keys: shortcut('7', { shift: true }),
      pressed: (state) => state.numbered,
      apply: (chain) => chain.toggleOrderedList(),
    },
    { label: 'Bullet', icon: List, keys: shortcut('8', { shift: true }), pressed: (state) => state.bullet, apply: (chain) => chain.toggleBulletList() },
    { label: 'Outdent', icon: ListIndentDecrease, keys: 'Shift+Tab', enabled: (state) => state.canOutdent, apply: (chain) => chain.outdentClause() },
    { label: 'Indent', icon: ListIndentIncrease, keys: 'Tab', enabled: (state) => state.canIndent, apply: (chain) => chain.indentClause() },
  ],
  [
    {
      label: 'Subheading',
      icon: Heading3,
      keys: shortcut(String(SUBHEADING_LEVEL), { alt: true }),
      pressed: (state) => state.subheading,
      apply: (chain) => chain.toggleHeading({ level: SUBHEADING_LEVEL }),
    },
  ],
  [
    { label: 'Undo', icon: Undo2, keys: shortcut('Z'), enabled: (state) => state.canUndo, apply: (chain) => chain.undo() },
    { label: 'Redo', icon: Redo2, keys: shortcut('Z', { shift: true }), enabled: (state) => state.canRedo, apply: (chain) => chain.redo() },
  ],
];

/**
 * The editor's state, so the toolbar re-renders on each of its transactions (selection moves included). TipTap's
 * useEditorState is not used: it keeps reading the previous editor until the next one has a transaction.
 */
function useEditorTransactions(editor: Editor | null) {
  const subscribe = useCallback(
    (notify: () => void) => {
      editor?.on('transaction', notify);
      return () => void editor?.off('transaction', notify);
    },
    [editor],
  );
  return useSyncExternalStore(subscribe, () => editor?.state ?? null);
}

/** The drafting studio's formatting toolbar: it acts on whichever section editor has focus. */
export function EditorToolbar({ disabled = false }: { disabled?: boolean }) {
  const focusedEditor = useFocusedEditor();
  const editor = focusedEditor && !focusedEditor.isDestroyed ? focusedEditor : null;
  const sectionFocus = useSectionFocus();
  useEditorTransactions(editor);
  const state = toolbarState(editor);
  const inactive = disabled || !state.editable;

  // Tabbing from the toolbar to anything but the editor it acts on leaves it with nothing to act on.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (editor && !event.currentTarget.contains(event.relatedTarget)) sectionFocus.blurred(editor, event.relatedTarget);
  };

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-disabled={inactive || undefined}
      {...toolbarMarker}
      onBlur={onBlur}
      className="sticky top-0 z-10 flex flex-wrap items-center gap-0.5 rounded-lg border border-ink-100 bg-white/95 px-1.5 py-1 shadow-sm backdrop-blur"
    >
      {ACTION_GROUPS.map((group, index) => (
        <div key={group[0]!.label} className="flex items-center gap-0.5">
          {index > 0 && <span aria-hidden className="mx-1 h-5 w-px bg-ink-100" />}
          {group.map((action) => {
            const pressed = action.pressed?.(state);
            const Icon = action.icon;
            return (
              <button
                key={action.label}
                type="button"
                aria-label={action.label}
                aria-pressed={pressed}
                title={action.keys ? `${action.label} (${action.keys})` : action.label}
                disabled={inactive || (action.enabled ? !action.enabled(state) : false)}
                // Keeps the focus, and the selection, in the section being edited.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => editor && action.apply(editor.chain().focus()).run()}
                className={cn(
                  'inline-flex size-8 items-center justify-center rounded-md text-ink-700 transition-colors hover:bg-ink-50 hover:text-ink-950 disabled:pointer-events-none disabled:opacity-40',
                  pressed && 'bg-brass-100 text-ink-950 ring-1 ring-brass-300 hover:bg-brass-100',
                )}
              >
                <Icon className="size-4" aria-hidden />
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
