import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CaseDetail } from '../../../../shared/api/research';
import { CaseHeader } from '../case/CaseHeader';
import { OnlineResults } from './OnlineResults';

const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const render = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe('online research in the UI', () => {
  it('lists CourtListener hits with the online badge, each opening its online case page', () => {
    const markup = render(
      <OnlineResults
        online={{
          error: null,
          results: [
            { source: 'courtlistener', clusterId: 9001, name: 'Tenant v. Landlord', citation: '300 F.3d 900', year: 2002, court: null, snippet: [] },
          ],
        }}
      />,
    );
    expect(text(markup)).toContain('More from CourtListener');
    expect(text(markup)).toContain('CourtListener (online)');
    expect(markup).toContain('href="/research/online/9001"');
  });

  it("says why CourtListener gave nothing, in the server's words", () => {
    const markup = render(<OnlineResults online={{ results: [], error: { error: 'resource-exhausted', message: 'The allowance is used up.' } }} />);
    expect(text(markup)).toContain('CourtListener could not be searched The allowance is used up.');
  });

  it('marks a case page fetched from CourtListener, and only that one', () => {
    const detail: CaseDetail = {
      id: 1, name: 'Tenant v. Landlord', court: null, year: 2002, docket: null, source: 'courtlistener-api', origin: 'courtlistener',
      citations: ['300 F.3d 900'], opinions: [], cites: [], citedBy: { total: 0, cases: [] }, treatments: [],
    };
    expect(text(render(<CaseHeader detail={detail} />))).toContain('CourtListener (online)');
    expect(text(render(<CaseHeader detail={{ ...detail, origin: 'local' }} />))).not.toContain('CourtListener (online)');
  });
});
