import { useSyncExternalStore, type ReactNode } from 'react';
import { TOASTS } from '../../shared/constants';

/** The toast store of SPEC §2/§9: at most one toast at a time, a newer one replaces the older. */
export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  variant?: 'default' | 'destructive' | 'success';
  duration?: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export type ToastInput = Omit<ToastData, 'id' | 'open' | 'onOpenChange'>;

interface State {
  toasts: ToastData[];
}

type Action =
  | { type: 'add'; toast: ToastData }
  | { type: 'update'; toast: Partial<ToastData> & { id: string } }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

let counter = 0;
const nextId = () => String(++counter);

const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      dispatch({ type: 'remove', id });
    }, TOASTS.removeDelayMs),
  );
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOASTS.limit) };
    case 'update':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'dismiss':
      return {
        toasts: state.toasts.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t)),
      };
    case 'remove':
      return { toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id) };
  }
}

const listeners = new Set<() => void>();
/** What a page rendered ahead of time shows, and so what hydrating it starts from: no toasts. */
const NO_TOASTS: State = { toasts: [] };
let memoryState: State = NO_TOASTS;

function dispatch(action: Action) {
  if (action.type === 'dismiss') {
    const ids = action.id ? [action.id] : memoryState.toasts.map((t) => t.id);
    ids.forEach(scheduleRemoval);
  }
  memoryState = reducer(memoryState, action);
  listeners.forEach((listener) => listener());
}

export function toast(input: ToastInput) {
  const id = nextId();
  const dismiss = () => dispatch({ type: 'dismiss', id });
  dispatch({
    type: 'add',
    toast: {
      ...input,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update: (next: ToastInput) => dispatch({ type: 'update', toast: { ...next, id } }) };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useToast() {
  // An external store read at render: the lazily loaded Toaster also shows a toast raised before it subscribed.
  const state = useSyncExternalStore(subscribe, () => memoryState, () => NO_TOASTS);
  return { ...state, toast, dismiss: (id?: string) => dispatch({ type: 'dismiss', id }) };
}
