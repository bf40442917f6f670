import { describe, expect, it } from 'vitest';
import { paperKind } from './check-compliance';

describe('paperKind', () => {
  it('reads a memorandum supporting a motion as points and authorities, with the motion it supports', () => {
    expect(paperKind('MEMORANDUM OF POINTS AND AUTHORITIES IN SUPPORT OF MOTION TO DISMISS')).toEqual({
      family: 'memorandum', typeId: 'points-and-authorities', motionTypeId: 'motion-to-dismiss', isReply: false,
    });
    expect(paperKind('Reply Memorandum in Support of Motion for Summary Judgment')).toMatchObject({
      motionTypeId: 'motion-for-summary-judgment', isReply: true,
    });
  });

  it('reads motions, complaints and answers, and a motion the catalogue has no type for by its family', () => {
    expect(paperKind('NOTICE OF MOTION AND MOTION TO COMPEL')).toEqual({ family: 'motion', typeId: 'motion-to-compel', isReply: false });
    expect(paperKind('Motion for Leave to Amend')).toEqual({ family: 'motion', typeId: 'motion', isReply: false });
    expect(paperKind('COMPLAINT FOR DAMAGES')).toMatchObject({ family: 'pleading', typeId: 'complaint' });
    expect(paperKind("DEFENDANT'S ANSWER TO COMPLAINT")).toMatchObject({ family: 'pleading', typeId: 'answer' });
  });

  it('does not guess a paper the title does not name', () => {
    expect(paperKind('Letter to opposing counsel')).toBeNull();
  });
});
