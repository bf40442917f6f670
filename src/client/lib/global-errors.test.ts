import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { classifyUnhandled } from './global-errors';

describe('classifyUnhandled (SPEC §8 global handling)', () => {
  it('suppresses permission-denied errors', () => {
    expect(classifyUnhandled(new Error('FirebaseError: permission-denied'))).toBe('suppress');
    expect(classifyUnhandled(new ApiError(403, '403: Admins only', { error: 'permission-denied', message: 'x' }))).toBe(
      'suppress',
    );
  });

  it('suppresses network and fetch failures', () => {
    expect(classifyUnhandled(new TypeError('Failed to fetch'))).toBe('suppress');
    expect(classifyUnhandled(new TypeError('NetworkError when attempting to fetch resource.'))).toBe('suppress');
    expect(classifyUnhandled(new TypeError('Load failed'))).toBe('suppress');
  });

  it('logs everything else', () => {
    expect(classifyUnhandled(new Error('Cannot read properties of undefined'))).toBe('log');
    expect(classifyUnhandled(new ApiError(500, '500: boom'))).toBe('log');
    expect(classifyUnhandled('a string reason')).toBe('log');
  });
});
