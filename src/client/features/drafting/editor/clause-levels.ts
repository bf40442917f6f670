import type { Node as ProseMirrorNode, ResolvedPos } from '@tiptap/pm/model';
import { Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { Extension } from '@tiptap/react';
import { isListType, listLevel, MAX_CLAUSE_LEVEL } from './blocks-doc';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    clauseLevels: {
      /** Makes the clause a sub-clause of the one above it, down to "(i)". */
      indentClause: () => ReturnType;
      /** Moves the clause up a level; a top-level clause becomes a paragraph. */
      outdentClause: () => ReturnType;
    };
  }
}

/** The innermost list around a position: where it is and the level it reads at (0 is "1.", 1 "(a)", 2 "(i)"). */
export function clauseAt(position: ResolvedPos): { depth: number; level: number; list: ProseMirrorNode } | null {
  let clause: { depth: number; level: number; list: ProseMirrorNode } | null = null;
  for (let depth = 1; depth <= position.depth; depth += 1) {
    const node = position.node(depth);
    if (isListType(node.type.name)) clause = { depth, level: listLevel(node.attrs, clause ? clause.level + 1 : 0), list: node };
  }
  return clause;
}

/**
 * Each list's level as `data-level` for the numbering style, and `data-indent` where a list reads deeper than it is
 * nested (an "(a)" list straight after a paragraph), so it is indented as if it were.
 */
export function clauseLevelDecorations(doc: ProseMirrorNode): DecorationSet {
  const decorations: Decoration[] = [];
  const visit = (parent: ProseMirrorNode, start: number, enclosingLevel: number) => {
    parent.forEach((child, offset) => {
      const position = start + offset;
      if (isListType(child.type.name)) {
        const nestedLevel = enclosingLevel + 1;
        const level = listLevel(child.attrs, nestedLevel);
        const indent = level > nestedLevel ? { 'data-indent': String(level - nestedLevel) } : {};
        decorations.push(Decoration.node(position, position + child.nodeSize, { 'data-level': String(level), ...indent }));
        visit(child, position + 1, level);
      } else if (!child.isTextblock && !child.isLeaf) visit(child, position + 1, enclosingLevel);
    });
  };
  visit(doc, 0, -1);
  return DecorationSet.create(doc, decorations);
}

/**
 * Outdents the selected items of a top-level list that reads deeper than it is nested: they move into a list of their
 * own one level up, and the items before and after keep their level.
 */
function outdentTopLevelItems(transaction: Transaction, from: ResolvedPos, to: ResolvedPos) {
  const list = from.node(1);
  const first = from.index(1);
  const last = to.index(1);
  const outdented = { ...list.attrs, level: (list.attrs.level as number) - 1 };
  // The later split first, so the earlier position still holds.
  if (last + 1 < list.childCount) transaction.split(from.posAtIndex(last + 1, 1), 1);
  if (first > 0) transaction.split(from.posAtIndex(first, 1), 1, [{ type: list.type, attrs: outdented }]);
  else transaction.setNodeMarkup(from.before(1), undefined, outdented);
}

const clauseLevelKey = new PluginKey<DecorationSet>('clauseLevels');

/** Clause levels: the list attribute that keeps a level, its numbering style, and indenting limited to "(i)". */
export const ClauseLevels = Extension.create({
  name: 'clauseLevels',
  // Ahead of the list item's own Tab and Shift-Tab.
  priority: 200,

  addGlobalAttributes() {
    return [
      {
        types: ['orderedList', 'bulletList'],
        attributes: {
          level: {
            default: 0,
            parseHTML: (element) => Number(element.getAttribute('data-clause-level')) || 0,
            renderHTML: (attributes) => (attributes.level ? { 'data-clause-level': String(attributes.level) } : {}),
          },
        },
      },
    ];
  },

  addCommands() {
    return {
      indentClause:
        () =>
        ({ state, commands }) => {
          const clause = clauseAt(state.selection.$from);
          return clause !== null && clause.level < MAX_CLAUSE_LEVEL && commands.sinkListItem('listItem');
        },
      outdentClause:
        () =>
        ({ state, tr, dispatch, commands }) => {
          const { $from, $to } = state.selection;
          const clause = clauseAt($from);
          if (clause === null) return false;
          const topLevelReadingDeeper = clause.depth === 1 && clause.level > 0 && $to.depth > 0 && $to.before(1) === $from.before(1);
          if (!topLevelReadingDeeper) return commands.liftListItem('listItem');
          if (dispatch) outdentTopLevelItems(tr, $from, $to);
          return true;
        },
    };
  },

  addKeyboardShortcuts() {
    return {
      // At "(i)" Tab does nothing rather than nest a fourth level the draft cannot hold.
      Tab: () => {
        const clause = clauseAt(this.editor.state.selection.$from);
        return clause !== null && (clause.level >= MAX_CLAUSE_LEVEL || this.editor.commands.indentClause());
      },
      'Shift-Tab': () => this.editor.commands.outdentClause(),
    };
  },

  addProseMirrorPlugins() {
    return [
      new Plugin<DecorationSet>({
        key: clauseLevelKey,
        state: {
          init: (_config, state) => clauseLevelDecorations(state.doc),
          apply: (transaction, decorations) => (transaction.docChanged ? clauseLevelDecorations(transaction.doc) : decorations),
        },
        props: { decorations: (state) => clauseLevelKey.getState(state) },
      }),
    ];
  },
});
