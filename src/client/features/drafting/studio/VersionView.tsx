import { ArrowLeft, History, RotateCcw } from 'lucide-react';
import type { DraftContent, VersionDetail } from '../../../../shared/api/drafts';
import { Button } from '../../../components/ui/button';
import { BlocksView } from './BlocksView';
import { formatVersionDate, VERSION_SOURCES, type VersionAction } from './VersionsPanel';
import { Redline } from './Redline';

function VersionText({ content }: { content: DraftContent }) {
  const caption = content.caption;
  return (
    <article aria-label="Version text" className="mx-auto grid max-w-[52rem] gap-6 rounded-sm border border-ink-100 bg-white px-5 py-8 shadow-sm sm:px-12 sm:py-12 lg:px-16" data-testid="version-preview">
      {caption && (
        <div className="font-serif text-ink-950">
          <p className="text-center font-semibold whitespace-pre-line uppercase">{caption.court}</p>
          <div className="mt-4 grid gap-4 border-y border-ink-900 py-3 sm:grid-cols-[3fr_2fr]">
            <div className="grid gap-1">
              {caption.plaintiffs.map((party, index) => <p key={index}>{party}</p>)}
              <p className="text-ink-700 italic">v.</p>
              {caption.defendants.map((party, index) => <p key={index}>{party}</p>)}
            </div>
            <div className="grid content-start gap-1">
              {caption.caseNumber && <p>Case No. {caption.caseNumber}</p>}
              {caption.judge && <p>Judge: {caption.judge}</p>}
              <p className="font-semibold">{caption.documentTitle}</p>
            </div>
          </div>
        </div>
      )}
      {content.sections.map((section) => (
        <section key={section.id}>
          <h3 className="font-serif text-lg font-semibold tracking-wide text-ink-950 uppercase">{section.heading}</h3>
          <div className="mt-2">
            <BlocksView blocks={section.blocks} />
          </div>
        </section>
      ))}
      <div className="font-serif text-[1.05rem] leading-relaxed whitespace-pre-line text-ink-950">{content.signatureBlock.join('\n')}</div>
    </article>
  );
}

/**
 * A saved version shown in place of the document, read-only or as a redline against the current text, under a
 * banner that says which version this is and offers Restore and the way back.
 */
export function VersionView({
  version,
  action,
  current,
  restoring,
  onRestore,
  onBack,
}: {
  version: VersionDetail;
  action: VersionAction;
  current: DraftContent;
  restoring: boolean;
  onRestore: () => void;
  onBack: () => void;
}) {
  return (
    <div className="grid gap-4">
      <div className="sticky top-[4.75rem] z-10 flex flex-col gap-3 rounded-xl border border-ink-800 bg-ink-900 px-4 py-3 text-sm text-white shadow-md sm:flex-row sm:items-center" role="region" aria-label="Version banner">
        <History className="hidden size-5 shrink-0 text-brass-300 sm:block" aria-hidden />
        <p className="min-w-0 flex-1">
          <span className="font-semibold">
            {action === 'preview' ? `Viewing version ${version.number}` : `Comparing version ${version.number} with the current draft`}
          </span>
          <span className="text-ink-200">
            {' '}· {version.label || VERSION_SOURCES[version.source]} · {formatVersionDate(version.createdAt)}
          </span>
        </p>
        <div className="flex shrink-0 gap-2">
          <Button size="sm" onClick={onRestore} disabled={restoring}>
            <RotateCcw aria-hidden /> {restoring ? 'Restoring…' : 'Restore'}
          </Button>
          <Button variant="ghostLight" size="sm" onClick={onBack}>
            <ArrowLeft aria-hidden /> Back to current
          </Button>
        </div>
      </div>
      {action === 'preview' ? <VersionText content={version.content} /> : <Redline before={version.content} after={current} />}
    </div>
  );
}
