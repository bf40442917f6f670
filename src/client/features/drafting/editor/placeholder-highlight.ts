import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { Extension } from '@tiptap/react';
// The same gaps the server lists as the draft's placeholders.
import { PLACEHOLDER_PATTERN } from '../../../../shared/api/drafts';

export const PLACEHOLDER_CLASS = 'draft-placeholder';
export const PLACEHOLDER_TITLE = 'To be completed by the attorney';

/** Every bracketed gap, found per paragraph so a gap that spans bold and plain text is still one gap. */
export function placeholderDecorations(doc: ProseMirrorNode): DecorationSet {
  const decorations: Decoration[] = [];
  doc.descendants((node, position) => {
    if (!node.isTextblock) return true;
    // One character per inline leaf, so an index in the text is an offset in the paragraph.
    const text = node.textBetween(0, node.content.size, undefined, '\n');
    for (const match of text.matchAll(PLACEHOLDER_PATTERN)) {
      const from = position + 1 + match.index;
      decorations.push(Decoration.inline(from, from + match[0].length, { class: PLACEHOLDER_CLASS, title: PLACEHOLDER_TITLE }));
    }
    return false;
  });
  return DecorationSet.create(doc, decorations);
}

const placeholderKey = new PluginKey<DecorationSet>('placeholderHighlight');

// A decoration, not a mark: the highlight is never saved, and it follows the text as the attorney types.
export function placeholderHighlightPlugin() {
  return new Plugin<DecorationSet>({
    key: placeholderKey,
    state: {
      init: (_config, state) => placeholderDecorations(state.doc),
      // A section is short enough to scan again on every change.
      apply: (transaction, decorations) => (transaction.docChanged ? placeholderDecorations(transaction.doc) : decorations),
    },
    props: { decorations: (state) => placeholderKey.getState(state) },
  });
}

export const PlaceholderHighlight = Extension.create({
  name: 'placeholderHighlight',
  addProseMirrorPlugins: () => [placeholderHighlightPlugin()],
});
