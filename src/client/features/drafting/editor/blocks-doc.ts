import type { JSONContent } from '@tiptap/react';
import type { Block, Mark, Run } from '../../../../shared/api/drafts';

/**
 * The contract's flat blocks and the editor's ProseMirror document, both ways. A numbered clause or bullet is a list
 * item nested as deep as its level; a list that cannot be nested that deep (an "(a)" clause right after a paragraph,
 * or a jump from "1." straight to "(i)") keeps its level in the list's `level` attribute instead. A line break inside
 * a run is a hard break. What the editor reads back is canonical: adjacent runs with the same marks are joined, marks
 * come in one order, a clause or bullet always states its level and a paragraph or subheading never does.
 */

export const DEFINED_TERM_MARK = 'definedTerm';
export const MAX_CLAUSE_LEVEL = 2;
export const SUBHEADING_LEVEL = 3;

const EDITOR_MARKS: Record<Mark, string> = { bold: 'bold', italic: 'italic', underline: 'underline', term: DEFINED_TERM_MARK };
const MARK_ORDER = Object.keys(EDITOR_MARKS) as Mark[];
const CONTRACT_MARKS = new Map(MARK_ORDER.map((mark) => [EDITOR_MARKS[mark], mark]));

type ListKind = 'numbered' | 'bullet';
const LIST_TYPES: Record<ListKind, string> = { numbered: 'orderedList', bullet: 'bulletList' };

export const isListType = (type: string | undefined) => type === LIST_TYPES.numbered || type === LIST_TYPES.bullet;

const clampLevel = (level: unknown) => Math.min(MAX_CLAUSE_LEVEL, Math.max(0, typeof level === 'number' ? Math.floor(level) : 0));

/** A list's own level: how deep it reads, whatever its nesting. Deeper nesting wins. */
export const listLevel = (attrs: Record<string, unknown> | undefined, nestedLevel: number) =>
  Math.min(MAX_CLAUSE_LEVEL, Math.max(nestedLevel, clampLevel(attrs?.level)));

function canonicalMarks(marks: readonly Mark[] | undefined): Mark[] {
  return MARK_ORDER.filter((mark) => marks?.includes(mark));
}

function inlineContent(runs: Run[]): JSONContent[] {
  return runs.flatMap((run) => {
    const marks = canonicalMarks(run.marks);
    const withMarks = marks.length > 0 ? { marks: marks.map((mark) => ({ type: EDITOR_MARKS[mark] })) } : {};
    return run.text.split('\n').flatMap((piece, index) => [
      ...(index > 0 ? [{ type: 'hardBreak', ...withMarks }] : []),
      ...(piece === '' ? [] : [{ type: 'text', text: piece, ...withMarks }]),
    ]);
  });
}

function textblock(type: string, runs: Run[], attrs?: Record<string, unknown>): JSONContent {
  const content = inlineContent(runs);
  return { type, ...(attrs ? { attrs } : {}), ...(content.length > 0 ? { content } : {}) };
}

interface OpenList {
  level: number;
  node: JSONContent & { content: JSONContent[] };
}

export function blocksToDoc(blocks: Block[]): JSONContent {
  const content: JSONContent[] = [];
  // The lists the next clause could join, outermost first.
  let open: OpenList[] = [];
  for (const block of blocks) {
    if (block.kind === 'paragraph' || block.kind === 'subheading') {
      open = [];
      content.push(block.kind === 'paragraph' ? textblock('paragraph', block.runs) : textblock('heading', block.runs, { level: SUBHEADING_LEVEL }));
      continue;
    }
    const level = clampLevel(block.level);
    const type = LIST_TYPES[block.kind];
    while (open.length > 0 && (open.at(-1)!.level > level || (open.at(-1)!.level === level && open.at(-1)!.node.type !== type))) open.pop();
    const item: JSONContent = { type: 'listItem', content: [textblock('paragraph', block.runs)] };
    const parent = open.at(-1);
    if (parent?.level === level) {
      parent.node.content.push(item);
      continue;
    }
    const nestedLevel = parent ? parent.level + 1 : 0;
    const list = { type, ...(level > nestedLevel ? { attrs: { level } } : {}), content: [item] };
    if (parent) parent.node.content.at(-1)!.content!.push(list);
    else content.push(list);
    open.push({ level, node: list });
  }
  // A document holds at least one block: an empty section is one empty paragraph.
  return { type: 'doc', content: content.length > 0 ? content : [{ type: 'paragraph' }] };
}

function contractMarks(marks: JSONContent['marks']): Mark[] {
  return canonicalMarks((marks ?? []).flatMap((mark) => CONTRACT_MARKS.get(mark.type) ?? []));
}

const sameMarks = (a: readonly Mark[] | undefined, b: readonly Mark[]) => (a ?? []).join() === b.join();

function appendText(runs: Run[], text: string, marks: Mark[]) {
  const last = runs.at(-1);
  if (last && sameMarks(last.marks, marks)) last.text += text;
  else runs.push(marks.length > 0 ? { text, marks } : { text });
}

function appendInline(runs: Run[], node: JSONContent) {
  for (const child of node.content ?? []) {
    const text = child.type === 'text' ? (child.text ?? '') : child.type === 'hardBreak' ? '\n' : '';
    if (text !== '') appendText(runs, text, contractMarks(child.marks));
  }
}

function runsOf(node: JSONContent): Run[] {
  const runs: Run[] = [];
  appendInline(runs, node);
  return runs;
}

function listBlocks(list: JSONContent, nestedLevel: number): Block[] {
  const level = listLevel(list.attrs, nestedLevel);
  const kind: ListKind = list.type === LIST_TYPES.numbered ? 'numbered' : 'bullet';
  return (list.content ?? []).flatMap((item) => {
    const runs: Run[] = [];
    const nested: Block[] = [];
    let textblocks = 0;
    for (const child of item.content ?? []) {
      if (isListType(child.type)) nested.push(...listBlocks(child, level + 1));
      else {
        // A clause is one block: a second paragraph inside it (pasted, or joined) continues it on a new line.
        if (textblocks > 0) appendText(runs, '\n', []);
        appendInline(runs, child);
        textblocks += 1;
      }
    }
    return [{ kind, level, runs }, ...nested];
  });
}

function nodeBlocks(node: JSONContent): Block[] {
  if (node.type === 'paragraph') return [{ kind: 'paragraph', runs: runsOf(node) }];
  if (node.type === 'heading') return [{ kind: 'subheading', runs: runsOf(node) }];
  if (isListType(node.type)) return listBlocks(node, 0);
  // Anything else the schema should not produce keeps its text: inline content as a paragraph, a wrapper's blocks.
  const inline = node.content?.some((child) => child.type === 'text' || child.type === 'hardBreak');
  return inline ? [{ kind: 'paragraph', runs: runsOf(node) }] : (node.content ?? []).flatMap(nodeBlocks);
}

export function docToBlocks(doc: JSONContent): Block[] {
  const blocks = (doc.content ?? []).flatMap(nodeBlocks);
  const onlyBlock = blocks.length === 1 ? blocks[0] : undefined;
  return onlyBlock?.kind === 'paragraph' && onlyBlock.runs.length === 0 ? [] : blocks;
}

/** The blocks as the editor will hand them back: what to compare a section's content by. */
export const canonicalBlocks = (blocks: Block[]): Block[] => docToBlocks(blocksToDoc(blocks));

export const sameBlocks = (a: Block[], b: Block[]) => JSON.stringify(a) === JSON.stringify(b);
