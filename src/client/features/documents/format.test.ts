import { describe, expect, it } from 'vitest';
import { formatBytes, ocrBrief, ocrNote, pageRanges } from './format';

describe('document facts in words', () => {
  it('writes pages as ranges', () => {
    expect(pageRanges([2, 1])).toBe('1–2');
    expect(pageRanges([1, 3, 5, 6, 7])).toBe('1, 3, 5–7');
  });

  it('says which pages OCR read and its mean confidence', () => {
    expect(ocrNote([])).toBeNull();
    expect(ocrNote([{ page: 1, confidence: 90 }, { page: 2, confidence: 84 }])).toBe(
      'Pages 1–2 were read by OCR (mean confidence 87%). Check the text against the original.',
    );
    expect(ocrBrief([{ page: 1, confidence: 90 }, { page: 2, confidence: 84 }])).toBe('OCR: pages 1–2, 87% confidence');
    expect(ocrNote([{ page: 4, confidence: 71.4 }])).toBe('Page 4 was read by OCR (mean confidence 71%). Check the text against the original.');
  });

  it('gives sizes in KB or MB', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1536)).toBe('2 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5.0 GB');
  });
});
