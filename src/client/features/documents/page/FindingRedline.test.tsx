import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { excerpt } from './clause-labels';
import { FindingRedline } from './FindingRedline';

const tags = (markup: string, tag: 'ins' | 'del') => [...markup.matchAll(new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`, 'g'))].map((match) => match[1]);

describe('a finding’s redline', () => {
  it('strikes the words replaced and underlines the words offered, keeping the rest', () => {
    const markup = renderToStaticMarkup(
      <FindingRedline original="Each party's liability is capped at fees paid." suggested="Each party's liability is capped at twice the fees paid." />,
    );
    expect(tags(markup, 'ins').join('')).toContain('twice');
    expect(tags(markup, 'del')).toEqual([]);
    expect(markup).toContain('capped at');
  });

  it('shows deletions struck through in red and insertions underlined in green', () => {
    const markup = renderToStaticMarkup(<FindingRedline original="The Supplier may assign freely." suggested="Neither party may assign without consent." />);
    expect(tags(markup, 'del').join(' ')).toMatch(/Supplier/);
    expect(tags(markup, 'ins').join(' ')).toMatch(/Neither party/);
    expect(markup).toMatch(/<del class="[^"]*line-through[^"]*decoration-red-600/);
    expect(markup).toMatch(/<ins class="[^"]*decoration-emerald-600/);
  });

  it('shows a missing clause as wholly inserted', () => {
    const markup = renderToStaticMarkup(<FindingRedline original={null} suggested="This Agreement is governed by the laws of New York." />);
    expect(tags(markup, 'ins')).toEqual(['This Agreement is governed by the laws of New York.']);
    expect(tags(markup, 'del')).toEqual([]);
  });

  it('cuts a long clause at a word for the list', () => {
    expect(excerpt('short  clause\n text')).toBe('short clause text');
    expect(excerpt('alpha beta gamma delta', 12)).toBe('alpha beta…');
  });
});
