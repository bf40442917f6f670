import { describe, expect, it } from 'vitest';
import { canAddQuestion, documentsFromParam, tableRequest } from './table-form';

describe('the table form', () => {
  it('sends the chosen documents and the questions written, blank rows dropped', () => {
    expect(tableRequest(['a', 'b'], [' Term? ', '', 'Governing law?'])).toEqual({ documentIds: ['a', 'b'], questions: ['Term?', 'Governing law?'] });
  });

  it('says what is missing before filling', () => {
    expect(tableRequest([], ['Term?'])).toEqual({ problem: 'Choose at least one document.' });
    expect(tableRequest(['a'], ['  '])).toEqual({ problem: 'Write at least one question.' });
    expect(tableRequest(['a'], ['x'.repeat(501)])).toEqual({ problem: 'Question 1 is longer than 500 characters.' });
  });

  it('takes documents from the address and stops adding rows at ten questions', () => {
    expect(documentsFromParam('a,b,')).toEqual(['a', 'b']);
    expect(documentsFromParam(null)).toEqual([]);
    expect(canAddQuestion(Array(9).fill('q'))).toBe(true);
    expect(canAddQuestion(Array(10).fill('q'))).toBe(false);
  });
});
