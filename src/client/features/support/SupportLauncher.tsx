import { LifeBuoy, X } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { cn } from '../../lib/cn';
import { closeSupportBot, openSupportBot, SUPPORT_PANEL_ID, useSupportBotOpen, useSupportBotOpened, useSupportLauncherLifted } from './support-bot-store';

const loadPanel = () => import('./SupportPanel');
// The panel brings the chat machinery and the Markdown renderer: loaded at the first open, not with the page.
const SupportPanel = lazy(loadPanel);

/** The support bot's launcher in the bottom-right corner of every page, and its panel once opened. */
export function SupportLauncher() {
  const open = useSupportBotOpen();
  const opened = useSupportBotOpened();
  const button = useRef<HTMLButtonElement>(null);
  const lifted = useSupportLauncherLifted();

  const close = () => {
    closeSupportBot();
    button.current?.focus();
  };

  return (
    <>
      {opened && (
        <Suspense fallback={open ? <p role="status" className="fixed right-5 bottom-24 z-50 rounded-lg bg-white px-4 py-3 text-sm text-ink-600 shadow-lg ring-1 ring-ink-100">Loading...</p> : null}>
          <SupportPanel open={open} onClose={close} />
        </Suspense>
      )}
      <button
        ref={button}
        type="button"
        onClick={open ? close : openSupportBot}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onKeyDown={(event) => event.key === 'Escape' && open && close()}
        aria-expanded={open}
        aria-controls={opened ? SUPPORT_PANEL_ID : undefined}
        aria-label={open ? 'Close support assistant' : 'Open support assistant'}
        className={cn(
          'fixed right-5 bottom-5 z-50 flex h-14 items-center gap-2 rounded-full bg-ink-900 px-4 text-white shadow-lg ring-1 ring-white/10 transition hover:bg-ink-800 focus-visible:outline-brass-500',
          lifted && 'bottom-36',
          open && 'max-sm:hidden',
        )}
      >
        {open ? <X className="size-6" aria-hidden /> : <LifeBuoy className="size-6 text-brass-300" aria-hidden />}
        {/* The visible word is part of the accessible name, as speech users say what they see. */}
        <span className="hidden text-sm font-semibold sm:inline">{open ? 'Close' : 'Support'}</span>
      </button>
    </>
  );
}
