import { describe, expect, it } from 'vitest';
import { FrontMatterError, parseMarkdownFile } from './front-matter';

describe('parseMarkdownFile', () => {
  it('reads the title, description, date and tags, and returns the body after the front matter', () => {
    const parsed = parseMarkdownFile(
      [
        '---',
        'title: How do I reset my password?',
        'description: One sentence for the meta description.',
        'date: 2026-11-20        # blog only',
        'tags: [account, security]',
        '---',
        '',
        'Choose **Forgot your password?**.',
      ].join('\n'),
      'help/reset.md',
    );
    expect(parsed.meta).toEqual({
      title: 'How do I reset my password?',
      description: 'One sentence for the meta description.',
      date: '2026-11-20',
      tags: ['account', 'security'],
    });
    expect(parsed.body).toBe('Choose **Forgot your password?**.');
  });

  it('keeps colons and hashes inside quoted values, and takes tags as optional', () => {
    const parsed = parseMarkdownFile('---\ntitle: "Rule 11: the #1 duty"\ndescription: \'Short.\'\n---\nText', 'blog/a.md');
    expect(parsed.meta).toEqual({ title: 'Rule 11: the #1 duty', description: 'Short.', tags: [] });
  });

  it('reads Windows line endings', () => {
    expect(parseMarkdownFile('---\r\ntitle: T\r\ndescription: D\r\n---\r\nBody', 'pages/x.md').body).toBe('Body');
  });

  it('names the file and the problem when the front matter is missing or incomplete', () => {
    expect(() => parseMarkdownFile('# Just Markdown', 'help/none.md')).toThrow(
      new FrontMatterError('help/none.md', 'the file must start with front matter between two --- lines'),
    );
    expect(() => parseMarkdownFile('---\ntitle: Only a title\n---\n', 'help/short.md')).toThrow(/help\/short\.md: description/);
    expect(() => parseMarkdownFile('---\ntitle: T\ndescription: D\ndate: 20 November\n---\n', 'blog/b.md')).toThrow(/blog\/b\.md: date/);
    expect(() => parseMarkdownFile('---\ntitle T\n---\n', 'help/bad.md')).toThrow(/cannot read the front-matter line "title T"/);
  });
});
