import { Editor, getSchema } from '@tiptap/react';
import type { DecorationSet } from '@tiptap/pm/view';
import { afterEach, describe, expect, it } from 'vitest';
import type { Block, Mark, Run } from '../../../../shared/api/drafts';
import { blocksToDoc, canonicalBlocks, docToBlocks } from './blocks-doc';
import { clauseLevelDecorations } from './clause-levels';
import { draftEditorExtensions } from './extensions';
import { PLACEHOLDER_TITLE, placeholderDecorations } from './placeholder-highlight';
import { INACTIVE_TOOLBAR, toolbarState } from './toolbar-state';

// A headless editor (not mounted, so no view and no plugins): the schema and commands a section editor runs.
let editor: Editor | undefined;
const open = (blocks: Block[]) => {
  editor = new Editor({ extensions: draftEditorExtensions, content: blocksToDoc(blocks) });
  return editor;
};
afterEach(() => editor?.destroy());

const text = (value: string): Run => ({ text: value });
const numbered = (level: number, value: string): Block => ({ kind: 'numbered', level, runs: [text(value)] });
const blocksOf = (current: Editor) => docToBlocks(current.getJSON());

/** The document position just inside the paragraph that holds `value`. */
function positionOf(current: Editor, value: string): number {
  let found = -1;
  current.state.doc.descendants((node, position) => {
    if (found < 0 && node.isText && node.text?.includes(value)) found = position + node.text.indexOf(value);
  });
  if (found < 0) throw new Error(`No text "${value}"`);
  return found;
}

const attributesOf = (decorations: DecorationSet) =>
  decorations
    .find()
    .sort((a, b) => a.from - b.from)
    .map((decoration) => ({ from: decoration.from, to: decoration.to, ...(decoration as unknown as { type: { attrs: object } }).type.attrs }));

describe('a section editor', () => {
  it('holds every block shape and hands the same blocks back', () => {
    const blocks: Block[] = [
      { kind: 'subheading', runs: [text('Relief')] },
      { kind: 'paragraph', runs: [{ text: 'The ', marks: ['italic'] }, { text: 'Court', marks: ['bold', 'term'] }, { text: '\nshould:' }] },
      numbered(1, 'deny the motion;'),
      numbered(2, 'without leave;'),
      numbered(0, 'award costs.'),
      { kind: 'bullet', level: 1, runs: [{ text: 'fees', marks: ['underline'] }] },
      { kind: 'bullet', level: 1, runs: [] },
      numbered(2, 'a jump from "1." to "(i)"'),
    ];
    const current = open(blocks);
    expect(() => current.state.doc.check()).not.toThrow();
    expect(blocksOf(current)).toEqual(blocks);
  });

  it('accepts any blocks the contract allows, and reads back their canonical form', () => {
    const schema = getSchema(draftEditorExtensions);
    let seed = 7;
    const random = (limit: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % limit;
    };
    const marks: Mark[] = ['bold', 'italic', 'underline', 'term'];
    const kinds = ['paragraph', 'subheading', 'numbered', 'bullet'] as const;
    for (let sample = 0; sample < 1000; sample += 1) {
      const blocks: Block[] = Array.from({ length: random(10) }, () => ({
        kind: kinds[random(4)]!,
        level: random(4) === 0 ? undefined : random(3),
        runs: Array.from({ length: random(4) }, () => ({ text: ['a', '\n', ' [X] ', 'b\nc'][random(4)]!, marks: marks.filter(() => random(3) === 0) })),
      }));
      // As the editor loads content: adjacent text with the same marks becomes one text node.
      const doc = schema.nodeFromJSON(blocksToDoc(blocks));
      expect(() => doc.check()).not.toThrow();
      expect(docToBlocks(doc.toJSON())).toEqual(canonicalBlocks(blocks));
    }
  });

  it('cannot hold formatting a draft has no place for', () => {
    const { schema } = open([]);
    expect(Object.keys(schema.marks).sort()).toEqual(['bold', 'definedTerm', 'italic', 'underline']);
    expect(Object.keys(schema.nodes).sort()).toEqual(['bulletList', 'doc', 'hardBreak', 'heading', 'listItem', 'orderedList', 'paragraph', 'text']);
  });

  it('marks the selection as a defined term and unmarks it', () => {
    const current = open([{ kind: 'paragraph', runs: [text('The Agreement binds.')] }]);
    const from = positionOf(current, 'Agreement');
    current.chain().setTextSelection({ from, to: from + 'Agreement'.length }).toggleDefinedTerm().run();
    expect(blocksOf(current)[0]?.runs).toEqual([text('The '), { text: 'Agreement', marks: ['term'] }, text(' binds.')]);
    current.commands.toggleDefinedTerm();
    expect(blocksOf(current)[0]?.runs).toEqual([text('The Agreement binds.')]);
  });

  it('makes a clause a sub-clause, down to "(i)" and no further', () => {
    const current = open([numbered(0, 'one'), numbered(0, 'two'), numbered(1, 'two-a'), numbered(1, 'two-b')]);
    current.commands.setTextSelection(positionOf(current, 'two-b'));
    expect(current.commands.indentClause()).toBe(true);
    expect(blocksOf(current).map((block) => block.level)).toEqual([0, 0, 1, 2]);
    expect(current.can().indentClause()).toBe(false);
    expect(current.commands.indentClause()).toBe(false);
    expect(blocksOf(current).map((block) => block.level)).toEqual([0, 0, 1, 2]);
  });

  it('moves a sub-clause up a level, and a top-level clause out of the list', () => {
    const current = open([numbered(0, 'one'), numbered(1, 'one-a')]);
    current.commands.setTextSelection(positionOf(current, 'one-a'));
    current.commands.outdentClause();
    expect(blocksOf(current)).toEqual([numbered(0, 'one'), numbered(0, 'one-a')]);
    current.commands.outdentClause();
    expect(blocksOf(current)).toEqual([numbered(0, 'one'), { kind: 'paragraph', runs: [text('one-a')] }]);
  });

  it('moves one "(a)" clause of a list that follows a paragraph up to "1.", leaving the others', () => {
    const current = open([{ kind: 'paragraph', runs: [text('Relief:')] }, numbered(1, 'first'), numbered(1, 'second'), numbered(1, 'third')]);
    current.commands.setTextSelection(positionOf(current, 'second') + 2);
    expect(current.commands.outdentClause()).toBe(true);
    expect(blocksOf(current).slice(1)).toEqual([numbered(1, 'first'), numbered(0, 'second'), numbered(1, 'third')]);
    expect(current.state.selection.from).toBe(positionOf(current, 'second') + 2);
  });

  it('moves every selected "(a)" clause up together', () => {
    const current = open([numbered(1, 'first'), numbered(1, 'second'), numbered(1, 'third')]);
    current.commands.setTextSelection({ from: positionOf(current, 'first'), to: positionOf(current, 'second') });
    current.commands.outdentClause();
    expect(blocksOf(current)).toEqual([numbered(0, 'first'), numbered(0, 'second'), numbered(1, 'third')]);
  });
});

describe('the toolbar', () => {
  it('shows the formatting at the cursor, with the innermost list deciding between clause and bullet', () => {
    const current = open([
      { kind: 'paragraph', runs: [{ text: 'Defined', marks: ['bold', 'term'] }, text(' plain')] },
      numbered(0, 'clause'),
      { kind: 'bullet', level: 1, runs: [text('point')] },
    ]);
    current.commands.setTextSelection(positionOf(current, 'Defined') + 2);
    expect(toolbarState(current)).toMatchObject({ editable: true, bold: true, definedTerm: true, italic: false, numbered: false, canIndent: false, canOutdent: false });
    current.commands.setTextSelection(positionOf(current, 'point') + 1);
    expect(toolbarState(current)).toMatchObject({ bold: false, numbered: false, bullet: true, canIndent: false, canOutdent: true, canUndo: false });
    current.commands.setTextSelection(positionOf(current, 'clause') + 1);
    expect(toolbarState(current)).toMatchObject({ numbered: true, bullet: false });
  });

  it('is inactive for a read-only section and without one', () => {
    const current = open([{ kind: 'paragraph', runs: [text('Text')] }]);
    current.setEditable(false);
    expect(toolbarState(current)).toEqual(INACTIVE_TOOLBAR);
    expect(toolbarState(null)).toEqual(INACTIVE_TOOLBAR);
  });
});

describe('placeholder highlighting', () => {
  it('marks each bracketed gap for the attorney, also across formatting, and saves nothing', () => {
    const current = open([{ kind: 'paragraph', runs: [{ text: 'Pay [', marks: ['bold'] }, text('AMOUNT] to [PAYEE].')] }]);
    const gaps = attributesOf(placeholderDecorations(current.state.doc));
    expect(gaps.map(({ from, to }) => current.state.doc.textBetween(from, to))).toEqual(['[AMOUNT]', '[PAYEE]']);
    expect(gaps.every((gap) => 'title' in gap && gap.title === PLACEHOLDER_TITLE)).toBe(true);
    expect(blocksOf(current)[0]?.runs).toEqual([{ text: 'Pay [', marks: ['bold'] }, text('AMOUNT] to [PAYEE].')]);
  });

  it('does not treat brackets across a line break or empty brackets as a gap', () => {
    const current = open([{ kind: 'paragraph', runs: [text('[open\nclose] and [] and [x]')] }]);
    const gaps = attributesOf(placeholderDecorations(current.state.doc));
    expect(gaps.map(({ from, to }) => current.state.doc.textBetween(from, to))).toEqual(['[x]']);
  });
});

describe('clause numbering style', () => {
  it('tells each list the level it reads at, and indents a list that reads deeper than it is nested', () => {
    const current = open([numbered(0, 'one'), { kind: 'bullet', level: 1, runs: [text('point')] }, { kind: 'paragraph', runs: [] }, numbered(1, 'alone'), numbered(2, 'under')]);
    const lists = attributesOf(clauseLevelDecorations(current.state.doc)).map(({ from, to, ...attributes }) => ({
      text: current.state.doc.textBetween(from, to, ' '),
      attributes,
    }));
    expect(lists).toEqual([
      { text: 'one point', attributes: { 'data-level': '0' } },
      { text: 'point', attributes: { 'data-level': '1' } },
      { text: 'alone under', attributes: { 'data-level': '1', 'data-indent': '1' } },
      { text: 'under', attributes: { 'data-level': '2' } },
    ]);
  });
});
