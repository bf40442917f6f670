import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the support bot's panel is open, and whether it has ever been (it stays mounted from then on, keeping
 * the conversation): one switch for the corner launcher and for links that open the bot, such as on /support.
 */
/** The panel's element id, for the launcher's aria-controls. */
export const SUPPORT_PANEL_ID = 'support-assistant';

let state = { open: false, opened: false };
const listeners = new Set<() => void>();

function set(open: boolean) {
  if (state.open === open) return;
  state = { open, opened: state.opened || open };
  for (const listener of listeners) listener();
}

export const openSupportBot = () => set(true);
export const closeSupportBot = () => set(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const useSupportBotOpen = () => useSyncExternalStore(subscribe, () => state.open, () => false);
export const useSupportBotOpened = () => useSyncExternalStore(subscribe, () => state.opened, () => false);

/**
 * Bars along the bottom of the screen whose buttons sit at the right (the chat's composer, the review's "Create
 * revised draft"): while one is mounted the corner launcher moves above it, so it never covers their buttons.
 */
let bottomBars = 0;

function changeBottomBars(by: number) {
  bottomBars += by;
  for (const listener of listeners) listener();
}

/** Called by a component that draws such a bar, for as long as it is on screen. */
export function useLiftSupportLauncher() {
  useEffect(() => {
    changeBottomBars(1);
    return () => changeBottomBars(-1);
  }, []);
}

export const useSupportLauncherLifted = () => useSyncExternalStore(subscribe, () => bottomBars > 0, () => false);
