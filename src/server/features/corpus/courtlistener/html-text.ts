/**
 * Plain text from the HTML and XML opinion texts of CourtListener (html, html_with_citations, xml_harvard...): tags
 * are dropped (block tags become paragraph breaks), entities decoded. The corpus stores text only, never markup.
 */

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', sect: '§', para: '¶', mdash: '—', ndash: '–',
  hellip: '…', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', laquo: '«', raquo: '»', copy: '©', reg: '®',
  deg: '°', middot: '·', bull: '•', dagger: '†', Dagger: '‡', frac12: '½', frac14: '¼', frac34: '¾', times: '×',
  eacute: 'é', Eacute: 'É', egrave: 'è', aacute: 'á', agrave: 'à', iacute: 'í', oacute: 'ó', uacute: 'ú',
  ntilde: 'ñ', ccedil: 'ç', uuml: 'ü', ouml: 'ö', auml: 'ä', szlig: 'ß', thinsp: ' ', ensp: ' ', emsp: ' ',
  shy: '',
};

/** Tags that end a line of text, and those that end a paragraph; every other tag (a, span, em...) just vanishes. */
const LINE_TAGS = new Set(['br', 'li', 'tr', 'dt', 'dd']);
const PARAGRAPH_TAGS = new Set([
  'p', 'div', 'blockquote', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section', 'article', 'table', 'ul', 'ol',
  'center', 'hr', 'opinion', 'author', 'footnote', 'footnotes', 'headnotes', 'syllabus', 'caption', 'casebody',
]);

/** A tag, with attribute values that may hold '>' inside quotes. */
const TAG = /<\/?([a-zA-Z][\w:.-]*)(?:[^>"']|"[^"]*"|'[^']*')*>/g;
/** Markup with no text to keep: comments, CDATA, doctype, processing instructions, scripts and styles. */
const NON_TEXT =
  /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<![^>]*>|<\?[\s\S]*?\?>|<(script|style)\b[\s\S]*?<\/\1\s*>/gi;
const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));/g;

function decodeEntity(whole: string, decimal?: string, hex?: string, name?: string): string {
  if (name !== undefined) return NAMED_ENTITIES[name] ?? whole;
  const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? '', 16);
  // Control and out-of-range code points are not text; a non-breaking space reads as a space.
  if (code === 0xa0) return ' ';
  const control = code < 0x20 && code !== 0x0a && code !== 0x09;
  if (control || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '';
  return String.fromCodePoint(code);
}

export function htmlToText(html: string): string {
  const text = html
    .replace(NON_TEXT, '')
    .replace(TAG, (_tag, name: string) => {
      const tag = name.toLowerCase();
      if (LINE_TAGS.has(tag)) return '\n';
      return PARAGRAPH_TAGS.has(tag) ? '\n\n' : '';
    })
    .replace(ENTITY, decodeEntity);
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
