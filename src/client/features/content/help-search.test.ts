import { describe, expect, it } from 'vitest';
import type { ContentEntry } from './content-files';
import { queryStems, searchHelp } from './help-search';

const article = (slug: string, title: string, description: string, tags: string[], body: string): ContentEntry => ({
  collection: 'help',
  slug,
  meta: { title, description, tags },
  body,
});

const ARTICLES = [
  article('reset-your-password', 'How do I reset my password?', 'Ask for a reset link on the sign-in page.', ['account', 'password'], '## Ask for a link\n\nChoose **Forgot your password?** and open the email within one hour.'),
  article('export-a-draft', 'How do I export a draft to Word or PDF?', 'Export checks every citation first.', ['drafting', 'export'], 'Choose **Export**. Exports cost no tokens.'),
  article('how-tokens-work', 'How are tokens counted and spent?', 'A token is a unit of the model’s usage.', ['tokens'], 'Your balance has five buckets. An export costs nothing, and neither does a [password reset](/help/reset-your-password).'),
];

describe('queryStems', () => {
  it('drops filler words and plural or tense endings, keeping a question of filler words as it is', () => {
    expect(queryStems('How do I reset my passwords?')).toEqual(['reset', 'password']);
    expect(queryStems('Exporting to Word')).toEqual(['export', 'word']);
    expect(queryStems('how do I')).toEqual(['how', 'do', 'i']);
    expect(queryStems('  ')).toEqual([]);
  });
});

describe('searchHelp', () => {
  it('finds the article a question is about first, by its title', () => {
    const hits = searchHelp(ARTICLES, 'how do I reset my password');
    expect(hits.map((hit) => hit.entry.slug)).toEqual(['reset-your-password', 'how-tokens-work']);
  });

  it('needs every meaningful word somewhere in the article', () => {
    expect(searchHelp(ARTICLES, 'export word').map((hit) => hit.entry.slug)).toEqual(['export-a-draft']);
    expect(searchHelp(ARTICLES, 'export mortgage')).toEqual([]);
  });

  it('shows the passage that matched when neither the title nor the description says why', () => {
    const [hit] = searchHelp(ARTICLES, 'buckets');
    expect(hit?.entry.slug).toBe('how-tokens-work');
    expect(hit?.excerpt).toContain('Your balance has five buckets.');
    expect(searchHelp(ARTICLES, 'reset password')[0]?.excerpt).toBeNull();
  });

  it('finds nothing for an empty question', () => {
    expect(searchHelp(ARTICLES, '')).toEqual([]);
  });
});

describe('searchHelp over tables and headings', () => {
  it('finds words in a table row or a section heading, and quotes them without the table rules', () => {
    const withTable = article('sign-in', 'Why can’t I sign in?', 'What each message means.', ['account'], [
      '## Lock-outs',
      '| Message | What to do |',
      '| --- | --- |',
      '| Incorrect password. | Reset your password. |',
    ].join('\n'));
    const [hit] = searchHelp([withTable], 'reset password');
    expect(hit?.excerpt).toBe('Lock-outs Message What to do Incorrect password. Reset your password.');
    expect(searchHelp([withTable], 'lock-outs').length).toBe(1);
  });
});
