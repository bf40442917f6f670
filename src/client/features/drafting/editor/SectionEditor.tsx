import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Block } from '../../../../shared/api/drafts';
import { cn } from '../../../lib/cn';
import { blocksToDoc, canonicalBlocks, docToBlocks, sameBlocks } from './blocks-doc';
import { useSectionFocus } from './DraftEditorProvider';
import { draftEditorExtensions } from './extensions';
import './editor.css';

export interface SectionEditorProps {
  sectionId: string;
  blocks: Block[];
  /** Called on every edit the attorney makes, never for content replaced from outside. */
  onChange: (blocks: Block[]) => void;
  /** False while the section is being generated or a version is previewed. */
  editable: boolean;
  /** The editor's accessible name, such as the section's heading. */
  label: string;
}

/** The body of one section of a draft, as a rich-text editor of its blocks. */
export function SectionEditor({ sectionId, blocks, onChange, editable, label }: SectionEditorProps) {
  const sectionFocus = useSectionFocus();
  // Only the first content matters: later content arrives through the effect below, which keeps the cursor.
  const [initialContent] = useState(() => blocksToDoc(blocks));
  const lastEmitted = useRef<string | null>(null);

  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-readonly': String(!editable),
        class: 'draft-editor',
      },
    }),
    [label, editable],
  );

  const editor = useEditor({
    extensions: draftEditorExtensions,
    content: initialContent,
    editable,
    // The editor is made after the first render, so that fifteen sections do not hold up the page's first paint.
    immediatelyRender: false,
    editorProps,
    onCreate: ({ editor: created }) => {
      lastEmitted.current = JSON.stringify(docToBlocks(created.getJSON()));
    },
    onUpdate: ({ editor: updated }) => {
      const next = docToBlocks(updated.getJSON());
      const serialised = JSON.stringify(next);
      // Selection-only and no-op changes (a bold toggle on an empty selection) are not edits of the section.
      if (serialised === lastEmitted.current) return;
      lastEmitted.current = serialised;
      onChange(next);
    },
    onFocus: ({ editor: focused }) => sectionFocus.focused(focused),
    onBlur: ({ editor: blurred, event }) => sectionFocus.blurred(blurred, event.relatedTarget),
  });

  // Content from outside (a regenerated section, a restored version) replaces the editor's only when it differs, so
  // the page handing back what the editor just reported leaves the cursor where it is.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const incoming = canonicalBlocks(blocks);
    if (sameBlocks(incoming, docToBlocks(editor.getJSON()))) return;
    // Not undoable: undo would bring back content the page has replaced.
    editor.chain().setMeta('addToHistory', false).setContent(blocksToDoc(blocks), { emitUpdate: false }).run();
    lastEmitted.current = JSON.stringify(incoming);
  }, [editor, blocks]);

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (editor.isEditable !== editable) editor.setEditable(editable, false);
    if (!editable) sectionFocus.released(editor);
  }, [editor, editable, sectionFocus]);

  useEffect(() => {
    if (!editor) return;
    return () => sectionFocus.released(editor);
  }, [editor, sectionFocus]);

  return (
    <div
      data-section-id={sectionId}
      className={cn(
        'draft-editor-frame rounded-md transition-[box-shadow,background-color]',
        editable && 'focus-within:bg-white focus-within:ring-1 focus-within:ring-brass-300 hover:bg-white/60',
      )}
    >
      <EditorContent editor={editor} />
    </div>
  );
}
