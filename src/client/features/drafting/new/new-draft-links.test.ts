import { describe, expect, it } from 'vitest';
import { newDraftHref, prefillFromAnswer, prefillFromState } from './new-draft-links';

describe('ways into a new draft', () => {
  it('links to a chosen document type', () => {
    expect(newDraftHref()).toBe('/drafts/new');
    expect(newDraftHref('motion-to-dismiss')).toBe('/drafts/new?type=motion-to-dismiss');
  });

  it('turns an assistant answer into instructions that say where they came from, with its jurisdiction', () => {
    expect(prefillFromAnswer('  The motion should argue 12(b)(2).\n', 'us-ca')).toEqual({
      instructions: 'From an assistant answer:\n\nThe motion should argue 12(b)(2).',
      jurisdiction: 'us-ca',
    });
    expect(prefillFromAnswer('Text')).toEqual({ instructions: 'From an assistant answer:\n\nText' });
  });

  it('reads only the prefill from a router state, and nothing from other states', () => {
    expect(prefillFromState({ instructions: 'Background', jurisdiction: 'us-ny', typeId: 'complaint', from: '/chat' })).toEqual({
      instructions: 'Background',
      jurisdiction: 'us-ny',
      typeId: 'complaint',
    });
    expect(prefillFromState({ instructions: '   ', jurisdiction: 7 })).toEqual({});
    expect(prefillFromState(null)).toEqual({});
    expect(prefillFromState('state')).toEqual({});
  });
});
