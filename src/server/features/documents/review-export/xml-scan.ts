/**
 * Just enough XML reading to edit a Word document in place: elements found by their tags with their extents, so
 * everything the edit does not touch (styles, numbering, fields, drawings) is copied byte for byte.
 */

/** An element's extent in the text: `start` at its `<`, `end` one past its closing `>`; `inner` the content between its tags. */
export interface XmlElement {
  name: string;
  start: number;
  end: number;
  /** The opening tag as written (attributes kept). */
  open: string;
  innerStart: number;
  innerEnd: number;
}

const TAG = /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[[\s\S]*?\]\]>|<(\/?)([\w:.-]+)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g;

/**
 * The elements in xml[from, to) with their depth (0: a child of the range), in document order. Comments, processing
 * instructions and CDATA are skipped.
 */
export function scanElements(xml: string, from = 0, to = xml.length): Array<XmlElement & { depth: number; parents: string[] }> {
  const found: Array<XmlElement & { depth: number; parents: string[] }> = [];
  const stack: Array<{ name: string; start: number; open: string; innerStart: number }> = [];
  TAG.lastIndex = from;
  for (let match = TAG.exec(xml); match && match.index < to; match = TAG.exec(xml)) {
    const [whole, closing, name, , selfClosing] = match;
    if (name === undefined) continue;
    const parents = stack.map((entry) => entry.name);
    if (closing) {
      const opened = stack.pop();
      if (!opened || opened.name !== name) throw new Error(`the document's XML is not well formed near </${name}>.`);
      found.push({ name, start: opened.start, end: match.index + whole.length, open: opened.open, innerStart: opened.innerStart, innerEnd: match.index, depth: stack.length, parents: stack.map((e) => e.name) });
    } else if (selfClosing) {
      const end = match.index + whole.length;
      found.push({ name, start: match.index, end, open: whole, innerStart: end, innerEnd: end, depth: parents.length, parents });
    } else {
      stack.push({ name, start: match.index, open: whole, innerStart: match.index + whole.length });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The direct children of xml[from, to), in order. */
export const childrenOf = (xml: string, from: number, to: number) => scanElements(xml, from, to).filter((element) => element.depth === 0);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export const decodeXml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) =>
    name[0] === '#' ? String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))) : (ENTITIES[name] ?? whole));

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
    // Characters XML 1.0 cannot hold (control characters pasted into a clause) are left out rather than breaking the file.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
