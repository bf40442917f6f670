import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { VerifiedCitation } from '../../../../shared/api/citations';
import { CitationEntry } from './CitationEntry';

const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').replaceAll('&#x27;', "'");

const roe: VerifiedCitation = {
  start: 0,
  end: 31,
  text: 'Roe v. Wade, 410 U.S. 113 (1973)',
  kind: 'case',
  normalized: null,
  status: 'verified',
  source: 'corpus',
  message: 'Found in the corpus: Roe v. Wade, 410 U.S. 113.',
  match: null,
  quotations: [],
  treatment: {
    treatment: 'overruled',
    by: { name: "Dobbs v. Jackson Women's Health Organization", citation: '597 U.S. 215', year: 2022 },
    sentence: 'We hold that Roe and Casey must be overruled.',
    source: 'table',
  },
};

describe('a checked citation', () => {
  it('carries a red flag with the decision that overruled the case and its sentence, even when verified', () => {
    const markup = renderToStaticMarkup(
      <MemoryRouter>
        <CitationEntry citation={roe} index={0} />
      </MemoryRouter>,
    );
    const flag = /<div role="note"[^>]*data-testid="treatment-flag"[^>]*>(.*?)<\/div><\/div>/.exec(markup);
    expect(flag).not.toBeNull();
    expect(text(flag![1]!).trim()).toBe(
      "Overruled by Dobbs v. Jackson Women's Health Organization, 597 U.S. 215 (2022) “We hold that Roe and Casey must be overruled.”",
    );
  });

  it('has no flag when no later decision overruled the case', () => {
    const markup = renderToStaticMarkup(
      <MemoryRouter>
        <CitationEntry citation={{ ...roe, treatment: null }} index={0} />
      </MemoryRouter>,
    );
    expect(markup).not.toContain('treatment-flag');
  });
});
