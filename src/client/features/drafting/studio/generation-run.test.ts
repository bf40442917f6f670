import { describe, expect, it } from 'vitest';
import type { ContentSection, GenerationEvent } from '../../../../shared/api/drafts';
import { generationReducer, progressOf, sectionPhase, streamingParagraphs, type GenerationRun } from './generation-run';

const planned = [
  { id: 'intro', heading: 'Introduction' },
  { id: 'facts', heading: 'Statement of Facts' },
  { id: 'argument', heading: 'Argument' },
];

const written = (id: string): ContentSection => ({ id, heading: id, blocks: [{ kind: 'paragraph', runs: [{ text: 'Text.' }] }] });

function play(events: GenerationEvent[], sectionId: string | null = null): GenerationRun | null {
  return events.reduce<GenerationRun | null>(
    (run, event) => generationReducer(run, { type: 'event', event }),
    generationReducer(null, { type: 'begin', sectionId, planned }),
  );
}

const start: GenerationEvent = { type: 'start', sections: planned, model: 'claude', offline: false };

describe('generationReducer', () => {
  it('collects the streamed text of the section being written', () => {
    const run = play([
      start,
      { type: 'section-start', sectionId: 'intro', index: 0, total: 3 },
      { type: 'section-delta', sectionId: 'intro', delta: 'Defendant ' },
      { type: 'section-delta', sectionId: 'intro', delta: 'moves.' },
    ]);
    expect(run?.writing).toEqual({ sectionId: 'intro', text: 'Defendant moves.' });
  });

  it('marks finished sections and keeps the running total of tokens', () => {
    const run = play([
      start,
      { type: 'section-start', sectionId: 'intro', index: 0, total: 3 },
      { type: 'section-done', sectionId: 'intro', section: written('intro'), tokensUsed: 120, revision: 3 },
      { type: 'section-start', sectionId: 'facts', index: 1, total: 3 },
      { type: 'section-done', sectionId: 'facts', section: written('facts'), tokensUsed: 420, revision: 4 },
    ]);
    expect(run?.written).toEqual(['intro', 'facts']);
    expect(run?.writing).toBeNull();
    expect(run?.tokensUsed).toBe(420);
  });

  it('ends the run on request', () => {
    expect(generationReducer(play([start]), { type: 'end' })).toBeNull();
  });
});

describe('sectionPhase', () => {
  it('tells waiting, writing and written sections apart', () => {
    const run = play([
      start,
      { type: 'section-start', sectionId: 'intro', index: 0, total: 3 },
      { type: 'section-done', sectionId: 'intro', section: written('intro'), tokensUsed: 0, revision: 3 },
      { type: 'section-start', sectionId: 'facts', index: 1, total: 3 },
    ]);
    expect(planned.map((s) => sectionPhase(run, s.id))).toEqual(['written', 'writing', 'waiting']);
    expect(sectionPhase(null, 'intro')).toBeNull();
  });

  it('leaves the other sections alone when one section is written again', () => {
    const run = play([], 'facts');
    expect(planned.map((s) => sectionPhase(run, s.id))).toEqual([null, 'waiting', null]);
  });
});

describe('progressOf', () => {
  it('says which section of how many is being written and how many are left', () => {
    const run = play([
      start,
      { type: 'section-start', sectionId: 'intro', index: 0, total: 3 },
      { type: 'section-done', sectionId: 'intro', section: written('intro'), tokensUsed: 1500, revision: 3 },
      { type: 'section-start', sectionId: 'facts', index: 1, total: 3 },
    ])!;
    expect(progressOf(run)).toEqual({
      title: 'Writing section 2 of 3: Statement of Facts',
      fraction: 1 / 3,
      left: '2 sections left',
      tokens: '1,500 tokens used so far',
    });
  });

  it('says plainly when the offline templates write the draft', () => {
    const run = play([{ ...start, offline: true }])!;
    expect(progressOf(run).tokens).toBe('Offline: assembled from templates; no tokens used');
  });

  it('names the section when only one is written again', () => {
    const run = play([{ ...start, sections: [planned[2]!] }, { type: 'section-start', sectionId: 'argument', index: 0, total: 1 }], 'argument')!;
    expect(progressOf(run)).toMatchObject({ title: 'Writing “Argument”', left: null });
  });
});

describe('streamingParagraphs', () => {
  it('splits streamed Markdown into readable paragraphs without its marks', () => {
    expect(streamingParagraphs('## Standard\n\nThe **Agreement** is *void*.\n\n\n1. First point')).toEqual([
      'Standard',
      'The Agreement is void.',
      '1. First point',
    ]);
  });
});
