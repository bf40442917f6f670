import { describe, expect, it } from 'vitest';
import { reducer, type ToastData } from './use-toast';

const toastData = (id: string): ToastData => ({ id, title: id, open: true, onOpenChange: () => {} });

describe('the toast store (SPEC §2, §9)', () => {
  it('shows one toast at a time: a new one replaces the older', () => {
    let state = reducer({ toasts: [] }, { type: 'add', toast: toastData('first') });
    state = reducer(state, { type: 'add', toast: toastData('second') });
    expect(state.toasts.map((t) => t.id)).toEqual(['second']);
  });

  it('dismissing closes the toast before it is removed', () => {
    let state = reducer({ toasts: [] }, { type: 'add', toast: toastData('a') });
    state = reducer(state, { type: 'dismiss', id: 'a' });
    expect(state.toasts[0]).toMatchObject({ id: 'a', open: false });
    state = reducer(state, { type: 'remove', id: 'a' });
    expect(state.toasts).toEqual([]);
  });
});
