import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text';

describe('htmlToText', () => {
  it('keeps the text of CourtListener citation links and turns paragraphs into blank lines', () => {
    const html =
      '<p>See <a href="/opinion/108713/roe-v-wade/" title="a > b">Roe v. Wade, <span class="citation">410 U.S. 113</span></a>' +
      ' (1973).</p>\n<p>The &ldquo;right&rdquo; &amp; its limits&#8212;&#x00A7; 1983.</p>';
    expect(htmlToText(html)).toBe('See Roe v. Wade, 410 U.S. 113 (1973).\n\nThe “right” & its limits—§ 1983.');
  });

  it('drops scripts, styles, comments and processing instructions with their content', () => {
    const html = '<?xml version="1.0"?><!-- note --><style>p{}</style><script>alert("x")</script><opinion>Held.</opinion>';
    expect(htmlToText(html)).toBe('Held.');
  });

  it('leaves escaped markup as the text it stands for, never as a tag', () => {
    expect(htmlToText('<p>The statute says &lt;b&gt; and a &lt; b.</p>')).toBe('The statute says <b> and a < b.');
    expect(htmlToText('&unknown; &#0; &#x110000;ok')).toBe('&unknown; ok');
  });

  it('keeps the line breaks of preformatted text and collapses runs of spaces', () => {
    expect(htmlToText('<pre class="inline">UNITED STATES\n\n\n\nv.   SMITH</pre>')).toBe('UNITED STATES\n\nv. SMITH');
    expect(htmlToText('line one<br/>line two<br>')).toBe('line one\nline two');
  });
});
