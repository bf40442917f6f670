import { describe, expect, it } from 'vitest';
import { invitationIn, sitePath } from './pending-invitation';

describe('an invitation carried through sign-up', () => {
  it('is read from a returnUrl holding the join link, with the invited address', () => {
    expect(invitationIn('/firms/join?token=abc%2Fd&email=ann%40firm.test')).toEqual({
      joinPath: '/firms/join?token=abc%2Fd&email=ann%40firm.test',
      email: 'ann@firm.test',
    });
    expect(invitationIn('/firms/join?token=abc')).toEqual({ joinPath: '/firms/join?token=abc', email: '' });
  });

  it('is not found in other returnUrls, a join link without a token, or a link off the site', () => {
    expect(invitationIn('/dashboard')).toBeNull();
    expect(invitationIn('/firms/join')).toBeNull();
    expect(invitationIn('//evil.test/firms/join?token=abc')).toBeNull();
    expect(invitationIn('https://evil.test/firms/join?token=abc')).toBeNull();
    expect(invitationIn(null)).toBeNull();
  });

  it('sends the user only to paths on this site', () => {
    expect(sitePath('/firms/join?token=a')).toBe('/firms/join?token=a');
    expect(sitePath('//evil.test')).toBeNull();
    expect(sitePath('/\\evil.test')).toBeNull();
    expect(sitePath('javascript:alert(1)')).toBeNull();
  });
});
