import { describe, expect, it } from 'vitest';
import { SESSION } from '../../../shared/constants';
import {
  createActivityStore,
  createInactivityMonitor,
  LAST_ACTIVITY_KEY,
  type InactivityMonitor,
  type StorageLike,
} from './inactivity';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const TIMEOUT = SESSION.inactivityTimeoutMs;
const WARN_AT = TIMEOUT - SESSION.warningBeforeExpiryMs;

function fakeLocalStorage(): StorageLike & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

const throwingStorage: StorageLike = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

/** A browser tab opened at time 0 on a shared clock, counting the warnings and expiries it would show. */
interface FakeTab extends InactivityMonitor {
  warnings: number;
  expiries: number;
  checkAt(time: number): FakeTab;
  activityAt(time: number): FakeTab;
}

function openTab(clock: { time: number }, storage: StorageLike | null = fakeLocalStorage()): FakeTab {
  const monitor = createInactivityMonitor({
    now: () => clock.time,
    storage: createActivityStore(storage),
    onWarning: () => tab.warnings++,
    onExpired: () => tab.expiries++,
  });
  const at = (time: number, action: () => void) => {
    clock.time = time;
    action();
    return tab;
  };
  const tab: FakeTab = {
    ...monitor,
    warnings: 0,
    expiries: 0,
    checkAt: (time) => at(time, monitor.check),
    activityAt: (time) => at(time, monitor.recordActivity),
  };
  tab.reset();
  return tab;
}

describe('session inactivity monitor', () => {
  it('warns exactly 30 minutes before the 24-hour timeout, once per idle period', () => {
    const tab = openTab({ time: 0 });
    expect(tab.checkAt(WARN_AT - 1).warnings).toBe(0);
    expect(tab.checkAt(WARN_AT).warnings).toBe(1);
    expect(tab.checkAt(WARN_AT + 10 * MINUTE)).toMatchObject({ warnings: 1, expiries: 0 });
  });

  it('expires at 24 hours of inactivity, once', () => {
    const tab = openTab({ time: 0 });
    expect(tab.checkAt(24 * HOUR - 1).expiries).toBe(0);
    expect(tab.checkAt(24 * HOUR).expiries).toBe(1);
    expect(tab.checkAt(25 * HOUR).expiries).toBe(1);
  });

  it('expires without a warning when the first check comes after the timeout (a sleeping laptop)', () => {
    expect(openTab({ time: 0 }).checkAt(30 * HOUR)).toMatchObject({ warnings: 0, expiries: 1 });
  });

  it('activity restarts the idle period', () => {
    const tab = openTab({ time: 0 }).activityAt(20 * HOUR);
    expect(tab.checkAt(20 * HOUR + WARN_AT - 1).warnings).toBe(0);
    expect(tab.checkAt(20 * HOUR + TIMEOUT - 1)).toMatchObject({ warnings: 1, expiries: 0 });
    expect(tab.checkAt(20 * HOUR + TIMEOUT).expiries).toBe(1);
  });

  it('activity after the warning re-arms it, so the next idle period warns again', () => {
    const tab = openTab({ time: 0 }).checkAt(WARN_AT).activityAt(WARN_AT);
    expect(tab.checkAt(2 * WARN_AT)).toMatchObject({ warnings: 2, expiries: 0 });
  });

  it('reset after expiry starts a fresh session that can expire again', () => {
    const tab = openTab({ time: 0 }).checkAt(TIMEOUT);
    tab.reset();
    expect(tab.checkAt(TIMEOUT).expiries).toBe(1);
    expect(tab.checkAt(2 * TIMEOUT).expiries).toBe(2);
  });

  it('writes bursts of activity (mousemove) to storage at most once per 5 seconds', () => {
    const storage = fakeLocalStorage();
    const tab = openTab({ time: 0 }, storage);
    for (let time = 0; time < 12_000; time += 100) tab.activityAt(time);
    expect(storage.items.get(LAST_ACTIVITY_KEY)).toBe('10000');
  });

  it('tabs sharing storage keep each other alive, and re-arm each other’s warning', () => {
    const clock = { time: 0 };
    const storage = fakeLocalStorage();
    const idleTab = openTab(clock, storage);
    const busyTab = openTab(clock, storage).activityAt(20 * HOUR);
    expect(idleTab.checkAt(30 * HOUR)).toMatchObject({ warnings: 0, expiries: 0 });
    expect(idleTab.checkAt(20 * HOUR + WARN_AT).warnings).toBe(1);
    busyTab.activityAt(20 * HOUR + WARN_AT);
    expect(idleTab.checkAt(20 * HOUR + 2 * WARN_AT)).toMatchObject({ warnings: 2, expiries: 0 });
  });

  it('falls back to memory when storage throws', () => {
    const tab = openTab({ time: 0 }, throwingStorage).activityAt(20 * HOUR);
    expect(tab.checkAt(20 * HOUR + WARN_AT - 1)).toMatchObject({ warnings: 0, expiries: 0 });
    expect(tab.checkAt(20 * HOUR + TIMEOUT).expiries).toBe(1);
  });

  it('still counts this tab’s activity when storage is readable but full', () => {
    const fullStorage = { ...fakeLocalStorage(), setItem: throwingStorage.setItem };
    const tab = openTab({ time: 0 }, fullStorage);
    fullStorage.items.set(LAST_ACTIVITY_KEY, '0');
    expect(tab.activityAt(20 * HOUR).checkAt(TIMEOUT).expiries).toBe(0);
  });

  it('works without any storage, and ignores a corrupt stored value', () => {
    const clock = { time: 0 };
    const storage = fakeLocalStorage();
    const tab = openTab(clock, storage);
    storage.items.set(LAST_ACTIVITY_KEY, 'garbage');
    const memoryOnlyTab = openTab(clock, null);
    expect([tab.checkAt(TIMEOUT - 1).expiries, memoryOnlyTab.checkAt(TIMEOUT - 1).expiries]).toEqual([0, 0]);
    expect([tab.checkAt(TIMEOUT).expiries, memoryOnlyTab.checkAt(TIMEOUT).expiries]).toEqual([1, 1]);
  });

  it('honours timeout and warning overrides, counting idle time from creation until activity is recorded', () => {
    const clock = { time: HOUR };
    const events: string[] = [];
    const monitor = createInactivityMonitor({
      now: () => clock.time,
      storage: createActivityStore(null),
      onWarning: () => events.push(`warning at ${clock.time - HOUR}`),
      onExpired: () => events.push(`expired at ${clock.time - HOUR}`),
      timeoutMs: 10 * MINUTE,
      warningMs: 2 * MINUTE,
    });
    for (; clock.time <= HOUR + 10 * MINUTE; clock.time += MINUTE) monitor.check();
    expect(events).toEqual([`warning at ${8 * MINUTE}`, `expired at ${10 * MINUTE}`]);
  });
});
