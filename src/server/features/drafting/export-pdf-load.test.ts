import { describe, expect, it } from 'vitest';
import { packageLoaded } from '../../../../tests/support/packages-loaded';

describe('the PDF export', () => {
  it('loads pdfkit at the first export, not when the server imports it', () => {
    expect(packageLoaded('pdfkit', ['src/server/features/drafting/export-pdf.ts'])).toBe(false);
  }, 60_000);
});
