import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url';

describe('safeReturnUrl', () => {
  it('follows same-site paths with their query and fragment', () => {
    expect(safeReturnUrl('/sessions?q=lease#top')).toBe('/sessions?q=lease#top');
  });

  it.each([null, '', 'https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'dashboard'])(
    'falls back for %j',
    (raw) => {
      expect(safeReturnUrl(raw)).toBe('/dashboard');
    },
  );
});
