import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createHelpCenter, loadHelpCenter, type HelpCenter } from './help-center';
import { parseArticle, passagesOf } from './help-articles';
import { stem, termsOf } from './ranking';

const FIXTURES = path.resolve('tests/fixtures/help');

describe('termsOf', () => {
  it('drops stop words, unifies spellings and stems, so a question meets the article words', () => {
    expect(termsOf('How do I reset my password?')).toEqual(['reset', 'password']);
    expect(termsOf('I forgot my pass word after resetting it')).toEqual(termsOf('forgotten passwords reset'));
    expect(termsOf('Log in')).toEqual(termsOf('sign-in'));
    expect(termsOf('2FA')).toEqual(termsOf('two-factor'));
    expect(stem('exports')).toBe(stem('exported'));
  });
});

describe('parseArticle', () => {
  it('reads the front matter (quoted or not) and keeps the Markdown after it', () => {
    const article = parseArticle('tokens', '---\ntitle: "Tokens and plans"\ndescription: What a token is\ntags: ["billing", tokens]\n---\n\n# Tokens\n\nText.');
    expect(article).toEqual({ slug: 'tokens', title: 'Tokens and plans', description: 'What a token is', tags: ['billing', 'tokens'], body: '# Tokens\n\nText.' });
  });

  it('splits an article into its sections, without the title line', () => {
    const article = parseArticle('a', '---\ntitle: A\ndescription: About A\n---\n# A\n\nIntro.\n\n## First\n\nOne.\n\n## Second\n\n```\n## not a heading\n```');
    expect(passagesOf(article).map((p) => [p.heading, p.text])).toEqual([
      ['', 'Intro.'],
      ['First', 'One.'],
      ['Second', '```\n## not a heading\n```'],
    ]);
  });
});

describe('help-center ranking', () => {
  let help: HelpCenter;
  beforeAll(async () => {
    help = await loadHelpCenter(FIXTURES);
  });
  const best = (question: string) => help.search(question, 3).map((r) => `${r.passage.article.slug}#${r.passage.heading}`);

  it('loads every article in the folder, titled from its front matter', () => {
    expect(help.articles.map((a) => [a.slug, a.title])).toEqual([
      ['export-a-draft', 'Export a draft to Word or PDF'],
      ['reset-your-password', 'Reset your password'],
      ['tokens-and-plans', 'Tokens and plans'],
      ['turn-on-phone-verification', 'Turn on phone verification'],
    ]);
  });

  it('ranks the article a question is about first, and the section that answers it within that article', () => {
    expect(best('how do I reset my password')[0]).toBe('reset-your-password#Ask for a reset link');
    expect(best('I did not get the reset email. Is it in my spam?')[0]).toBe('reset-your-password#Did not get the email?');
    expect(best('Can I download my draft as a Word file?')[0]).toMatch(/^export-a-draft#/);
    expect(best('how do I buy more tokens')[0]).toBe('tokens-and-plans#Buying more tokens');
    expect(best('set up 2FA')[0]).toMatch(/^turn-on-phone-verification#/);
  });

  it('weighs a word in the title or tags above the same word in passing', () => {
    const article = (slug: string, front: string, text: string) => parseArticle(slug, `---\n${front}\ndescription: An article\n---\n\n${text}`);
    const center = createHelpCenter([
      article('mentions', 'title: Your workspace\ntags: [sessions]', 'Sessions list your invoices and your drafts.'),
      article('titled', 'title: Invoices\ntags: [billing]', 'Each payment is listed with its date and amount.'),
      article('tagged', 'title: Receipts\ntags: [invoices]', 'Each payment is listed with its date and amount.'),
    ]);
    expect(center.search('where are my invoices', 3).map((r) => r.passage.article.slug)).toEqual(['titled', 'tagged', 'mentions']);
  });

  it('finds nothing for a question the help center does not cover', () => {
    expect(help.search('what is the weather in Paris tomorrow', 3)).toEqual([]);
    expect(help.search('how do I', 3)).toEqual([]);
  });

  it('is empty, not an error, when the folder does not exist', async () => {
    const empty = await loadHelpCenter(path.join(FIXTURES, 'missing'));
    expect(empty.articles).toEqual([]);
    expect(empty.search('reset password', 3)).toEqual([]);
  });
});
