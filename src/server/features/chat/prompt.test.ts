import { describe, expect, it } from 'vitest';
import { requestedPaper } from '../../../legal/procedure/requested';
import { conversation, retrievalQuery, systemPrompt } from './prompt';

const roe = { name: 'Roe v. Wade', citation: '410 U.S. 113', year: 1973, court: 'scotus', text: 'This right of  privacy …' };

describe('the system prompt', () => {
  it('names the jurisdiction first, then the mode, the rules against invented authority, and the passages with citations', () => {
    const prompt = systemPrompt({ jurisdiction: 'us-tx', mode: 'draft', passages: [roe] });
    expect(prompt.split('\n')[0]).toBe('Jurisdiction: Texas (us-tx). Mode: draft.');
    expect(prompt).toContain('Draft: write the document');
    expect(prompt).toContain('Bluebook');
    expect(prompt).toContain('Never invent cases, quotations, statutes or rules');
    expect(prompt).toContain('[1] Roe v. Wade, 410 U.S. 113 scotus 1973: "This right of privacy …"');
  });

  it('states the paper a draft request resolves to, as the studio resolves it, for a connected model to draft', () => {
    const request = 'Draft a demurrer to a breach of oral contract claim';
    const prompt = systemPrompt({ jurisdiction: 'us-ca', mode: 'draft', passages: [], requested: requestedPaper(request, 'us-ca') });
    expect(prompt).toMatch(/- The paper asked for is, in California, the Demurrer \("Notice of Demurrer and Demurrer[^"]*"\), under Code Civ\. Proc\. § 430\.10/);
    expect(prompt).toContain('never another jurisdiction\'s or another goal\'s paper');
  });

  it('says when the corpus returned nothing', () => {
    expect(systemPrompt({ jurisdiction: 'us-federal', mode: 'research', passages: [] })).toContain('returned no passages');
  });
});

describe('the retrieval query', () => {
  it("joins the question's distinctive words with OR, dropping short, generic and repeated words", () => {
    expect(retrievalQuery('What did the Supreme Court hold about privacy, privacy and abortion in Roe?')).toBe(
      'privacy or abortion or roe',
    );
    expect(retrievalQuery('a b ?')).toBeNull();
    expect(retrievalQuery('What did the court hold?')).toBeNull();
  });
});

describe('the conversation sent to the model', () => {
  const turn = (role: 'user' | 'assistant', words: number) => ({ role, content: 'word '.repeat(words).trim() });

  it('keeps the most recent turns that fit the budget, starting with a question, then the new question', () => {
    const history = [turn('user', 3_000), turn('assistant', 3_000), turn('user', 2_000), turn('assistant', 2_000)];
    const messages = conversation(history, 'And now?');
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'And now?' });
  });

  it('leaves out empty stopped answers and never starts with an answer', () => {
    const messages = conversation([turn('assistant', 10), turn('user', 5), { role: 'assistant', content: '' }], 'Next');
    expect(messages.map((m) => m.role)).toEqual(['user', 'user']);
  });
});
