import { describe, expect, it } from 'vitest';
import { blocksFromMarkdown, contentPlainText, placeholdersIn, runsFromMarkdown, sectionPlainText, wordCount, type Block } from './content';

describe('runsFromMarkdown', () => {
  it('reads bold, italics and a defined term in quotation marks', () => {
    expect(runsFromMarkdown('The "**Company**" shall, *inter alia*, pay **all** fees _promptly_.')).toEqual([
      { text: 'The ' }, { text: '"' }, { text: 'Company', marks: ['term'] }, { text: '"' }, { text: ' shall, ' },
      { text: 'inter alia', marks: ['italic'] }, { text: ', pay ' }, { text: 'all', marks: ['bold'] }, { text: ' fees ' },
      { text: 'promptly', marks: ['italic'] }, { text: '.' },
    ]);
    expect(runsFromMarkdown('(“**Agreement**”)')).toEqual([{ text: '(' }, { text: '“' }, { text: 'Agreement', marks: ['term'] }, { text: '”' }, { text: ')' }]);
  });

  it('leaves snake_case words and lone asterisks as written', () => {
    expect(runsFromMarkdown('See file_name_v2 and 5 * 3.')).toEqual([{ text: 'See file_name_v2 and 5 * 3.' }]);
  });
});

describe('blocksFromMarkdown', () => {
  it('turns a model\'s section into paragraphs, numbered clauses, sub-clauses, bullets and subheadings', () => {
    const blocks = blocksFromMarkdown([
      '### Standard of Review',
      'A motion to dismiss tests the',
      'sufficiency of the complaint.',
      '',
      '1. First, the claim is time-barred.',
      '   (a) The limitations period is two years.',
      '   (b) The claim accrued in 2021.',
      '2. Second, no duty is alleged.',
      '- a bullet point',
      '',
      'Closing paragraph.',
    ].join('\n'));
    expect(blocks.map((block) => [block.kind, block.level ?? null, block.runs.map((run) => run.text).join('')])).toEqual([
      ['subheading', null, 'Standard of Review'],
      ['paragraph', null, 'A motion to dismiss tests the sufficiency of the complaint.'],
      ['numbered', 0, 'First, the claim is time-barred.'],
      ['numbered', 1, 'The limitations period is two years.'],
      ['numbered', 1, 'The claim accrued in 2021.'],
      ['numbered', 0, 'Second, no duty is alleged.'],
      ['bullet', 0, 'a bullet point'],
      ['paragraph', null, 'Closing paragraph.'],
    ]);
  });

  it('joins a clause\'s continuation line to the clause and ignores blank output', () => {
    const blocks = blocksFromMarkdown('1. The Receiving Party shall hold\n   the information in confidence.');
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.runs.map((run) => run.text).join('')).toBe('The Receiving Party shall hold the information in confidence.');
    expect(blocksFromMarkdown('\n\n   \n')).toEqual([]);
  });
});

describe('plain text of a draft', () => {
  const clause = (text: string, level = 0): Block => ({ kind: 'numbered', level, runs: [{ text }] });
  const section = { id: 's', heading: 'Terms', blocks: [clause('One.'), clause('Sub.', 1), { kind: 'bullet' as const, level: 1, runs: [{ text: 'Point.' }] }, clause('Two.'), { kind: 'paragraph' as const, runs: [{ text: 'Then.' }] }, clause('Again.')] };

  it('numbers clauses as a reader sees them, continuing across nested bullets and restarting after a paragraph', () => {
    expect(sectionPlainText(section).split('\n\n')).toEqual(['1. One.', '1. Sub.', '• Point.', '2. Two.', 'Then.', '1. Again.']);
  });

  it('reads caption, headings, sections and signature in order, and counts words and placeholders', () => {
    const text = contentPlainText({
      caption: { court: 'Superior Court', caseNumber: '[Case number]', judge: null, plaintiffs: ['Jane Doe'], defendants: ['Acme'], documentTitle: 'Motion' },
      sections: [section],
      signatureBlock: ['By: [signature]'],
    });
    expect(text.startsWith('Superior Court\n\n[Case number]\n\nJane Doe\n\nAcme\n\nMotion\n\nTerms\n\n1. One.')).toBe(true);
    expect(text.endsWith('By: [signature]')).toBe(true);
    expect(placeholdersIn([text])).toEqual(['[Case number]', '[signature]']);
    expect(wordCount("The Receiving Party's duty isn't void.")).toBe(6);
  });
});
