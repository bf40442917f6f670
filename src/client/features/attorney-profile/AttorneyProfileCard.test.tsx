import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EMPTY_ATTORNEY_PROFILE } from '../../../shared/api/attorney-profile';
import { ATTORNEY_PROFILE_PATH } from './attorney-profile-queries';
import { AttorneyProfileCard } from './AttorneyProfileCard';

function render(profile: typeof EMPTY_ATTORNEY_PROFILE, updatedAt: string | null) {
  const client = new QueryClient();
  client.setQueryData([ATTORNEY_PROFILE_PATH], { profile, updatedAt });
  return renderToStaticMarkup(<QueryClientProvider client={client}><AttorneyProfileCard /></QueryClientProvider>);
}

describe('the attorney profile card', () => {
  it('shows the saved profile in a form of seven fields, to be saved once for every new paper', () => {
    const markup = render({
      ...EMPTY_ATTORNEY_PROFILE, attorneyName: 'Dana Whitfield', barNumber: '287654', barState: 'California', attorneyAddress: '500 Capitol Mall',
    }, '2026-11-28T22:00:00.000Z');
    const labels = [...markup.matchAll(/<span class="font-medium text-ink-900">([^<]+)<\/span>/g)].map((match) => match[1]);
    expect(labels).toEqual(['Name', 'Bar number', 'Bar admitted in', 'Firm', 'Address', 'Telephone', 'Email']);
    expect(markup).toContain('value="Dana Whitfield"');
    expect(markup).toContain('value="287654"');
    expect(markup).toContain('<option value="California" selected="">California</option>');
    expect(markup).toContain('<option value="District of Columbia">District of Columbia</option>');
    expect(markup).toContain('>500 Capitol Mall</textarea>');
    expect(markup).toContain('Save profile');
  });

  it('shows an empty form before anything is saved', () => {
    const markup = render(EMPTY_ATTORNEY_PROFILE, null);
    expect(markup).toContain('aria-label="Attorney profile"');
    expect(markup).not.toMatch(/<input[^>]*value="[^"]+"/);
    expect(markup).toContain('<option value="" selected="">Not chosen</option>');
  });
});
