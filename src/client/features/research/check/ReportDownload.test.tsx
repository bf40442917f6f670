import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { VerifiedCitation } from '../../../../shared/api/citations';
import { CitationEntry } from './CitationEntry';
import { ReportDownload } from './ReportDownload';

const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the research check screen', () => {
  it('offers the cite-check report as PDF and as DOCX', () => {
    const markup = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <ReportDownload text="Roe v. Wade, 410 U.S. 113 (1973)." />
      </QueryClientProvider>,
    );
    expect([...markup.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((match) => text(match[1]!).trim())).toEqual([
      'Download report (PDF)',
      'Download report (DOCX)',
    ]);
  });

  it('says why a quotation was flagged, and on which page one was found', () => {
    const citation: VerifiedCitation = {
      start: 0,
      end: 30,
      text: 'Rock v. Arkansas, 483 U.S. 44, 46 (1987)',
      kind: 'case',
      normalized: null,
      status: 'verified',
      source: 'corpus',
      message: 'Found in the corpus: Rock v. Arkansas, 483 U.S. 44.',
      match: null,
      quotations: [
        { start: 1, end: 20, text: 'The issue presented in this case', status: 'wrong-page', reason: 'Found on page 45, not 46.', page: 45 },
        { start: 40, end: 60, text: 'the right to present relevant testimony', status: 'found', reason: null, page: 55 },
      ],
    };
    const markup = renderToStaticMarkup(
      <MemoryRouter>
        <CitationEntry citation={citation} index={0} />
      </MemoryRouter>,
    );
    expect(text(markup)).toContain('Quotation found on another page “The issue presented in this case” Found on page 45, not 46.');
    expect(text(markup)).toContain('Quotation found in the case “the right to present relevant testimony” On page 55 of the opinion.');
  });
});
