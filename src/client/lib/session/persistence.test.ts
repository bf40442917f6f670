import { describe, expect, it } from 'vitest';
import { browserStorage, choosePersistence, type ProbeableStorage } from './persistence';

function workingStorage(): ProbeableStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

const blockedStorage: ProbeableStorage = {
  setItem: () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  },
  removeItem: () => {},
};

describe('session persistence choice', () => {
  it('prefers persistent when cookies are on and localStorage accepts writes, leaving nothing behind', () => {
    const localStorage = workingStorage();
    expect(choosePersistence({ cookieEnabled: true, localStorage, sessionStorage: workingStorage() })).toBe(
      'persistent',
    );
    expect(localStorage.items.size).toBe(0);
  });

  it('falls back to the tab session when localStorage is blocked or missing', () => {
    const sessionStorage = workingStorage();
    expect(choosePersistence({ cookieEnabled: true, localStorage: blockedStorage, sessionStorage })).toBe('session');
    expect(choosePersistence({ cookieEnabled: true, localStorage: null, sessionStorage })).toBe('session');
  });

  it('keeps the session in memory when cookies are disabled, whatever storage allows', () => {
    expect(
      choosePersistence({ cookieEnabled: false, localStorage: workingStorage(), sessionStorage: workingStorage() }),
    ).toBe('memory');
  });

  it('keeps the session in memory when both storages are blocked', () => {
    expect(choosePersistence({ cookieEnabled: true, localStorage: blockedStorage, sessionStorage: null })).toBe(
      'memory',
    );
  });

  it('reports no storage outside a browser', () => {
    expect(browserStorage('localStorage')).toBeNull();
  });
});
