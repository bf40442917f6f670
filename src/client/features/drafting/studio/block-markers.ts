import type { Block } from '../../../../shared/api/drafts';

const ROMAN: [number, string][] = [[10, 'x'], [9, 'ix'], [5, 'v'], [4, 'iv'], [1, 'i']];

function roman(n: number): string {
  let rest = n;
  let out = '';
  for (const [value, letters] of ROMAN) {
    while (rest >= value) {
      out += letters;
      rest -= value;
    }
  }
  return out;
}

// 'a'…'z', then 'aa', 'bb' as court filings continue a lettered list.
const letter = (n: number) => String.fromCharCode(97 + ((n - 1) % 26)).repeat(Math.floor((n - 1) / 26) + 1);

/**
 * The marker a reader sees before each block, as the exported document numbers them: "1." for a clause, "(a)" and
 * "(i)" for its sub-clauses, "•" for a bullet, nothing for paragraphs and subheadings. As in the editor, any other
 * block ends a numbered list (the next one starts at 1), and each sub-level restarts under a new parent.
 */
export function blockMarkers(blocks: Block[]): string[] {
  const counters = [0, 0, 0];
  return blocks.map((block) => {
    if (block.kind !== 'numbered') {
      counters.fill(0);
      return block.kind === 'bullet' ? '•' : '';
    }
    const level = block.level ?? 0;
    counters[level]! += 1;
    for (let deeper = level + 1; deeper < counters.length; deeper++) counters[deeper] = 0;
    const n = counters[level]!;
    return level === 0 ? `${n}.` : level === 1 ? `(${letter(n)})` : `(${roman(n)})`;
  });
}
