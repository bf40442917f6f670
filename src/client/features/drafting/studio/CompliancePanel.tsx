import { ArrowRight, CircleCheck, ClipboardCheck, Info, LoaderCircle } from 'lucide-react';
import type { CheckResponse, Finding } from '../../../../shared/api/drafts';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatCount } from '../../sessions/format';
import { SEVERITY_ORDER, SEVERITY_STYLES } from './severity-styles';

export function GoToButton({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-ink-700 ring-1 ring-ink-200 hover:bg-white hover:text-ink-950">
      Go to <ArrowRight className="size-3.5" aria-hidden />
    </button>
  );
}

function FindingCard({ finding, sectionHeading, onGoTo }: { finding: Finding; sectionHeading: string | null; onGoTo: (sectionIndex: number) => void }) {
  const style = SEVERITY_STYLES[finding.severity];
  const sectionIndex = finding.location.sectionIndex;
  return (
    <li className={cn('rounded-lg border p-3', style.card)} data-testid="finding">
      <div className="flex items-start gap-2.5">
        <style.icon className={cn('mt-0.5 size-4 shrink-0', style.iconColour)} aria-label={style.one} />
        <div className="min-w-0 flex-1">
          <p className="text-sm text-ink-900">{finding.message}</p>
          <p className="mt-1 font-mono text-[0.7rem] tracking-wide text-ink-500">{finding.citation}</p>
        </div>
        {sectionIndex !== undefined && <GoToButton onClick={() => onGoTo(sectionIndex)} label={`Go to ${sectionHeading ?? `section ${sectionIndex + 1}`}`} />}
      </div>
    </li>
  );
}

/** Shown in place of results before the first check: what it does, and the button. */
/** What the Compliance and Citations tabs both show from: the last check, and how to run one or jump to a section. */
export interface CheckPanelProps {
  result: CheckResponse | null;
  stale: boolean;
  checking: boolean;
  sectionHeadings: string[];
  onRunCheck: () => void;
  onGoTo: (sectionIndex: number) => void;
}

export function CheckPrompt({ what, checking, onRunCheck }: { what: string; checking: boolean; onRunCheck: () => void }) {
  return (
    <div className="rounded-xl border border-dashed border-ink-200 p-5 text-center">
      <ClipboardCheck className="mx-auto size-6 text-ink-400" aria-hidden />
      <p className="mt-2 text-sm text-ink-600">{what}</p>
      <Button variant="dark" size="sm" className="mt-4" onClick={onRunCheck} disabled={checking}>
        {checking ? <LoaderCircle className="animate-spin" aria-hidden /> : <ClipboardCheck aria-hidden />}
        {checking ? 'Checking…' : 'Run check'}
      </Button>
    </div>
  );
}

export function StaleNote({ checking, onRunCheck }: { checking: boolean; onRunCheck: () => void }) {
  return (
    <p className="flex items-center justify-between gap-3 rounded-lg bg-ink-50 px-3 py-2 text-xs text-ink-600">
      The draft has changed since this check.
      <button type="button" onClick={onRunCheck} disabled={checking} className="font-semibold text-ink-900 underline-offset-2 hover:underline disabled:opacity-50">
        {checking ? 'Checking…' : 'Check again'}
      </button>
    </p>
  );
}

/** The rule pack's findings, most serious first, each with the rule it cites and a jump to the section. */
export function CompliancePanel({ result, stale, checking, sectionHeadings, onRunCheck, onGoTo }: CheckPanelProps) {
  if (!result) {
    return <CheckPrompt what="Check the draft against the court rules for its jurisdiction, and verify every citation in it." checking={checking} onRunCheck={onRunCheck} />;
  }
  const counts = SEVERITY_ORDER.map((severity) => ({ severity, findings: result.findings.filter((f) => f.severity === severity) }));
  return (
    <div className="grid gap-4" data-testid="compliance-panel">
      {stale && <StaleNote checking={checking} onRunCheck={onRunCheck} />}
      {!result.rulesChecked && (
        <p className="flex gap-2 rounded-lg border border-brass-200 bg-brass-50 px-3 py-2.5 text-sm text-ink-800">
          <Info className="mt-0.5 size-4 shrink-0 text-brass-600" aria-hidden />
          {result.note ?? 'No rule pack covers this jurisdiction; only citations and placeholders were checked.'}
        </p>
      )}
      <dl className="grid grid-cols-3 gap-2 text-center">
        {counts.map(({ severity, findings }) => (
          <div key={severity} className="rounded-lg bg-ink-50 px-2 py-2">
            <dt className="text-xs text-ink-500">{SEVERITY_STYLES[severity].many}</dt>
            <dd className="text-lg font-semibold text-ink-950 tabular-nums">{findings.length}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-ink-500">
        {formatCount(result.wordCount, 'word')} · {formatCount(result.placeholders.length, 'placeholder')} left
        {result.exportFormat.pleadingPaper && ' · exported on pleading paper'} · at least {result.exportFormat.minFontSizePt} pt type
      </p>
      {result.rulesChecked && result.findings.length === 0 && (
        <p className="flex items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900">
          <CircleCheck className="size-4 shrink-0 text-emerald-600" aria-hidden /> No problems found with the rules checked.
        </p>
      )}
      {counts
        .filter(({ findings }) => findings.length > 0)
        .map(({ severity, findings }) => (
          <section key={severity} aria-label={SEVERITY_STYLES[severity].many}>
            <h3 className="text-sm font-semibold text-ink-950">
              {SEVERITY_STYLES[severity].many} <span className="font-normal text-ink-500">({findings.length})</span>
            </h3>
            <ul className="mt-2 grid gap-2">
              {findings.map((finding, index) => (
                <FindingCard
                  key={`${finding.ruleId}-${index}`}
                  finding={finding}
                  sectionHeading={finding.location.sectionIndex === undefined ? null : (sectionHeadings[finding.location.sectionIndex] ?? null)}
                  onGoTo={onGoTo}
                />
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
