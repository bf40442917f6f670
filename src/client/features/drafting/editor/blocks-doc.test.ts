import { describe, expect, it } from 'vitest';
import { blockSchema, type Block, type Mark, type Run } from '../../../../shared/api/drafts';
import { blocksToDoc, canonicalBlocks, docToBlocks } from './blocks-doc';

const text = (value: string, ...marks: Mark[]): Run => (marks.length > 0 ? { text: value, marks } : { text: value });
const paragraph = (...runs: Run[]): Block => ({ kind: 'paragraph', runs });
const subheading = (...runs: Run[]): Block => ({ kind: 'subheading', runs });
const numbered = (level: number, ...runs: Run[]): Block => ({ kind: 'numbered', level, runs });
const bullet = (level: number, ...runs: Run[]): Block => ({ kind: 'bullet', level, runs });

const roundTrip = (blocks: Block[]) => docToBlocks(blocksToDoc(blocks));

describe('blocks to the editor document', () => {
  it('writes paragraphs and subheadings as paragraphs and level-3 headings, with the term mark as a defined term', () => {
    expect(blocksToDoc([subheading(text('Definitions')), paragraph(text('The '), text('Agreement', 'bold', 'term'), text(' governs.'))])).toEqual({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Definitions' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'The ' },
            { type: 'text', text: 'Agreement', marks: [{ type: 'bold' }, { type: 'definedTerm' }] },
            { type: 'text', text: ' governs.' },
          ],
        },
      ],
    });
  });

  it('nests a sub-clause inside the clause above it, and a bullet under a clause in the same way', () => {
    const doc = blocksToDoc([numbered(0, text('Term.')), numbered(1, text('Renewal.')), bullet(2, text('notice')), numbered(0, text('Fees.'))]);
    const item = (content: object[]) => ({ type: 'listItem', content });
    const para = (value: string) => ({ type: 'paragraph', content: [{ type: 'text', text: value }] });
    expect(doc).toEqual({
      type: 'doc',
      content: [
        {
          type: 'orderedList',
          content: [
            item([para('Term.'), { type: 'orderedList', content: [item([para('Renewal.'), { type: 'bulletList', content: [item([para('notice')])] }])] }]),
            item([para('Fees.')]),
          ],
        },
      ],
    });
  });

  it('keeps the level on a list that cannot be nested that deep', () => {
    const doc = blocksToDoc([paragraph(text('The Court should:')), numbered(1, text('deny the motion;')), numbered(1, text('award costs.'))]);
    expect(doc.content?.[1]).toMatchObject({ type: 'orderedList', attrs: { level: 1 } });
    expect(doc.content?.[1]?.content).toHaveLength(2);
  });

  it('writes a line break inside a run as a hard break carrying the run’s marks', () => {
    expect(blocksToDoc([paragraph(text('Line one\nLine two', 'italic'))]).content?.[0]?.content).toEqual([
      { type: 'text', text: 'Line one', marks: [{ type: 'italic' }] },
      { type: 'hardBreak', marks: [{ type: 'italic' }] },
      { type: 'text', text: 'Line two', marks: [{ type: 'italic' }] },
    ]);
  });

  it('gives an empty section the one empty paragraph an editor needs', () => {
    expect(blocksToDoc([])).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });
});

describe('the editor document back to blocks', () => {
  it('reads an empty editor as a section with no blocks', () => {
    expect(docToBlocks({ type: 'doc', content: [{ type: 'paragraph' }] })).toEqual([]);
  });

  it('reads the attributes the editor adds to every node without changing the blocks', () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Scope' }] },
        { type: 'orderedList', attrs: { start: 1, type: null, level: 0 }, content: [{ type: 'listItem', content: [{ type: 'paragraph', attrs: {}, content: [{ type: 'text', text: 'One' }] }] }] },
      ],
    };
    expect(docToBlocks(doc)).toEqual([subheading(text('Scope')), numbered(0, text('One'))]);
  });

  it('keeps the text of formatting a draft cannot hold, without the formatting', () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Quoted', marks: [{ type: 'strike' }, { type: 'link', attrs: { href: 'https://example.com' } }] }] }] },
        { type: 'codeBlock', content: [{ type: 'text', text: 'x = 1' }] },
      ],
    };
    expect(docToBlocks(doc)).toEqual([paragraph(text('Quoted')), paragraph(text('x = 1'))]);
  });

  it('keeps a second paragraph inside a clause as a new line of that clause', () => {
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'orderedList',
          content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'First' }] }, { type: 'paragraph', content: [{ type: 'text', text: 'Second' }] }] }],
        },
      ],
    };
    expect(docToBlocks(doc)).toEqual([numbered(0, text('First\nSecond'))]);
  });

  it('reads lists nested deeper than "(i)" as "(i)"', () => {
    const nest = (depth: number): object => ({
      type: 'bulletList',
      content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: `depth ${depth}` }] }, ...(depth < 3 ? [nest(depth + 1)] : [])] }],
    });
    expect(docToBlocks({ type: 'doc', content: [nest(0)] }).map((block) => block.level)).toEqual([0, 1, 2, 2]);
  });
});

describe('round trip', () => {
  it.each<[string, Block[]]>([
    ['no blocks', []],
    ['one empty paragraph among others', [paragraph(text('A')), paragraph(), paragraph(text('B'))]],
    ['an empty clause, bullet and subheading', [numbered(0), bullet(0), subheading()]],
    ['every mark alone and together', [paragraph(text('b', 'bold'), text('i', 'italic'), text('u', 'underline'), text('t', 'term'), text('all', 'bold', 'italic', 'underline', 'term'))]],
    ['clauses at every level', [numbered(0, text('1')), numbered(1, text('a')), numbered(2, text('i')), numbered(2, text('ii')), numbered(1, text('b')), numbered(0, text('2'))]],
    ['bullets under a clause', [numbered(0, text('Duties')), bullet(1, text('first')), bullet(1, text('second')), numbered(0, text('Fees'))]],
    ['a clause under a bullet', [bullet(0, text('point')), numbered(1, text('detail'))]],
    ['a bullet and a clause side by side at one level', [numbered(1, text('clause')), bullet(1, text('bullet')), numbered(1, text('clause'))]],
    ['a list that starts at "(a)" after a paragraph', [paragraph(text('Relief:')), numbered(1, text('deny')), numbered(1, text('award'))]],
    ['a list that starts at "(i)"', [numbered(2, text('first')), numbered(0, text('then 1.'))]],
    ['a jump from "1." to "(i)"', [numbered(0, text('1')), numbered(2, text('i')), numbered(1, text('a'))]],
    ['a clause list after a bullet list', [bullet(0, text('x')), numbered(0, text('y'))]],
    ['lists separated by a subheading', [numbered(0, text('x')), subheading(text('Next')), numbered(0, text('y'))]],
    ['line breaks, leading and trailing', [paragraph(text('\nA\n\nB\n', 'bold'), text('\n'))]],
    ['placeholders and punctuation', [paragraph(text('[CLIENT NAME]', 'bold'), text(' shall pay $[AMOUNT] “as agreed”.'))]],
  ])('keeps %s', (_name, blocks) => {
    expect(roundTrip(blocks)).toEqual(blocks);
  });

  it('writes equivalent blocks the one way the editor reads them', () => {
    expect(
      roundTrip([
        { kind: 'numbered', runs: [text('no level')] },
        { kind: 'paragraph', level: 1, runs: [text('a', 'term', 'bold', 'bold'), text('b', 'bold', 'term'), { text: 'c', marks: [] }] },
        { kind: 'subheading', level: 0, runs: [text('Heading')] },
      ]),
    ).toEqual([numbered(0, text('no level')), paragraph(text('ab', 'bold', 'term'), text('c')), subheading(text('Heading'))]);
  });

  it('treats a section of one empty paragraph as an empty section', () => {
    expect(roundTrip([paragraph()])).toEqual([]);
  });

  it('keeps any sequence of canonical blocks', () => {
    let seed = 20240601;
    const random = (limit: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % limit;
    };
    const allMarks: Mark[] = ['bold', 'italic', 'underline', 'term'];
    const randomRuns = (): Run[] => {
      const runs: Run[] = [];
      for (let index = random(4); index > 0; index -= 1) {
        const marks = allMarks.filter(() => random(3) === 0);
        const value = ['word', ' ', '\n', '[GAP]', 'clause text'][random(5)]!;
        const last = runs.at(-1);
        if (last && (last.marks ?? []).join() === marks.join()) last.text += value;
        else runs.push(text(value, ...marks));
      }
      return runs;
    };
    const kinds = ['paragraph', 'subheading', 'numbered', 'bullet'] as const;
    for (let sample = 0; sample < 400; sample += 1) {
      const blocks: Block[] = Array.from({ length: 1 + random(8) }, () => {
        const kind = kinds[random(4)]!;
        return kind === 'numbered' || kind === 'bullet' ? { kind, level: random(3), runs: randomRuns() } : { kind, runs: randomRuns() };
      });
      if (blocks.length === 1 && blocks[0]!.kind === 'paragraph' && blocks[0]!.runs.length === 0) continue;
      const back = roundTrip(blocks);
      expect(back).toEqual(blocks);
      for (const block of back) expect(blockSchema.safeParse(block).success).toBe(true);
    }
  });

  it('compares a section by its canonical blocks', () => {
    expect(canonicalBlocks([{ kind: 'bullet', runs: [text('x'), text('y')] }])).toEqual([bullet(0, text('xy'))]);
  });
});
