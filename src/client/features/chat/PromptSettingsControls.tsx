import { Landmark } from 'lucide-react';
import { chatModeSchema, type ChatMode } from '../../../shared/api/chat';
import { JURISDICTIONS, type Jurisdiction } from '../../../shared/jurisdictions';
import { cn } from '../../lib/cn';
import { MODE_LABELS } from '../sessions/format';
import type { PromptSettings } from './chat-transport';

const MODE_HINTS: Record<ChatMode, string> = {
  research: 'Find and explain authority, with citations',
  draft: 'Write documents in the form the jurisdiction requires',
  review: 'Check a text, its citations and its quotations',
};

/** The jurisdiction and the mode: both shape the assistant's instructions for the next question. */
export function PromptSettingsControls({
  settings,
  onChange,
  disabled,
}: {
  settings: PromptSettings;
  onChange: (settings: PromptSettings) => void;
  disabled?: boolean;
}) {
  return (
    <div className="flex items-center gap-2">
      <div className="relative min-w-0 flex-1 xl:w-64 xl:flex-none">
        <label htmlFor="chat-jurisdiction" className="sr-only">Jurisdiction</label>
        <Landmark className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-ink-500" aria-hidden />
        <select
          id="chat-jurisdiction"
          value={settings.jurisdiction}
          disabled={disabled}
          onChange={(e) => onChange({ ...settings, jurisdiction: e.target.value as Jurisdiction })}
          className="h-9 w-full truncate rounded-md border border-ink-200 bg-white pr-8 pl-8 text-sm font-medium text-ink-900 hover:border-ink-300 focus:border-ink-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brass-300 disabled:opacity-60"
        >
          {JURISDICTIONS.map((j) => (
            <option key={j.id} value={j.id}>{j.label}</option>
          ))}
        </select>
      </div>
      <div role="radiogroup" aria-label="Mode" className="hidden h-9 shrink-0 rounded-md border border-ink-200 bg-ink-50 p-0.5 sm:inline-flex">
        {chatModeSchema.options.map((mode) => {
          const checked = settings.mode === mode;
          return (
            <button
              key={mode}
              type="button"
              role="radio"
              aria-checked={checked}
              title={MODE_HINTS[mode]}
              disabled={disabled}
              onClick={() => onChange({ ...settings, mode })}
              className={cn(
                'rounded px-3 text-sm font-medium transition-colors disabled:opacity-60',
                checked ? 'bg-ink-900 text-white shadow-sm' : 'text-ink-600 hover:text-ink-950',
              )}
            >
              {MODE_LABELS[mode]}
            </button>
          );
        })}
      </div>
      {/* Phones: a menu, leaving the jurisdiction room to be read. */}
      <label htmlFor="chat-mode" className="sr-only">Mode</label>
      <select
        id="chat-mode"
        value={settings.mode}
        disabled={disabled}
        onChange={(e) => onChange({ ...settings, mode: e.target.value as ChatMode })}
        className="h-9 shrink-0 rounded-md border border-ink-200 bg-white pr-7 pl-2.5 text-sm font-medium text-ink-900 focus:border-ink-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brass-300 disabled:opacity-60 sm:hidden"
      >
        {chatModeSchema.options.map((mode) => (
          <option key={mode} value={mode}>{MODE_LABELS[mode]}</option>
        ))}
      </select>
    </div>
  );
}
