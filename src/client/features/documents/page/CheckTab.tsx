import { CircleCheck, Info, Quote } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { VerificationStatus } from '../../../../shared/api/citations';
import type { DocumentCheckResponse } from '../../../../shared/api/documents';
import { authorizedFetch } from '../../../lib/authorized-fetch';
import { cn } from '../../../lib/cn';
import { SEVERITY_ORDER, SEVERITY_STYLES } from '../../drafting/studio/severity-styles';
import { CheckSummary } from '../../research/check/CheckSummary';
import { CitationEntry } from '../../research/check/CitationEntry';
import { ReportDownload } from '../../research/check/ReportDownload';
import { STATUS_STYLES } from '../../research/check/status-styles';
import { ProblemNotice } from '../../research/ProblemNotice';
import { checkPath, useDocumentCheck } from '../document-requests';
import { paragraphAnchor } from './anchors';
import { JurisdictionSelect } from './JurisdictionSelect';
import { TabLoading } from './TabLoading';

/** "p. 3, ¶ 12", linking to that paragraph in the Text tab. */
export function PlaceLink({ page, paragraph }: { page: number; paragraph: number }) {
  return (
    <Link to={{ search: '', hash: paragraphAnchor(paragraph) }} className="font-medium normal-case text-ink-700 underline underline-offset-4 hover:text-ink-950">
      p. {page}, ¶ {paragraph}
    </Link>
  );
}

function Compliance({ compliance }: { compliance: DocumentCheckResponse['compliance'] }) {
  if (!compliance.checked) {
    return (
      <p className="flex gap-2 rounded-lg border border-brass-200 bg-brass-50 px-4 py-3 text-sm text-ink-800" data-testid="compliance-not-checked">
        <Info className="mt-0.5 size-4 shrink-0 text-brass-600" aria-hidden />
        <span>
          <span className="font-medium">The court’s rules were not checked.</span> {compliance.reason}
        </span>
      </p>
    );
  }
  const groups = SEVERITY_ORDER.map((severity) => ({ severity, findings: compliance.findings.filter((finding) => finding.severity === severity) })).filter(
    (group) => group.findings.length > 0,
  );
  return (
    <div className="grid gap-3">
      <p className="text-sm text-ink-600">
        Checked against the rules of {compliance.jurisdictionLabel}
        {compliance.court ? `, ${compliance.court}` : ''}.
      </p>
      {groups.length === 0 && (
        <p className="flex items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900">
          <CircleCheck className="size-4 shrink-0 text-emerald-600" aria-hidden /> No problems found with the rules checked.
        </p>
      )}
      {groups.map(({ severity, findings }) => {
        const style = SEVERITY_STYLES[severity];
        return (
          <section key={severity} aria-label={style.many}>
            <h4 className="text-sm font-semibold text-ink-950">
              {style.many} <span className="font-normal text-ink-500">({findings.length})</span>
            </h4>
            <ul className="mt-2 grid gap-2">
              {findings.map((finding, index) => (
                <li key={`${finding.ruleId}-${index}`} className={cn('flex items-start gap-2.5 rounded-lg border p-3', style.card)} data-testid="compliance-finding">
                  <style.icon className={cn('mt-0.5 size-4 shrink-0', style.iconColour)} aria-label={style.one} />
                  <div className="min-w-0">
                    <p className="text-sm text-ink-900">{finding.message}</p>
                    <p className="mt-1 font-mono text-[0.7rem] tracking-wide text-ink-500">{finding.citation}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function TableOfAuthorities({ table }: { table: DocumentCheckResponse['tableOfAuthorities'] }) {
  const categories = table.filter((category) => category.entries.length > 0);
  if (categories.length === 0) return <p className="text-sm text-ink-600">No authorities are cited.</p>;
  return (
    <div className="grid gap-4" data-testid="table-of-authorities">
      {categories.map((category) => (
        <section key={category.category}>
          <h4 className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{category.category}</h4>
          <ul className="mt-2 grid gap-1.5">
            {category.entries.map((entry) => (
              <li key={entry.authority} className="flex items-baseline gap-2 text-sm">
                <span className="min-w-0 font-serif break-words text-ink-900">{entry.authority}</span>
                <span className="flex-1 border-b border-dotted border-ink-200" aria-hidden />
                <span className="shrink-0 text-ink-600 tabular-nums">{entry.pages.join(', ')}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const panel = 'rounded-2xl border border-ink-100 bg-white p-4 shadow-sm sm:p-6';

/** The brief check of an uploaded document, shown as the Check citations page shows a pasted brief's. */
export function CheckTab({ documentId }: { documentId: string }) {
  const [jurisdiction, setJurisdiction] = useState<string | null>(null);
  const [filter, setFilter] = useState<VerificationStatus | null>(null);
  const check = useDocumentCheck(documentId, jurisdiction, true);
  const result = check.data;
  const listed = result?.citations.map((citation, index) => ({ citation, index })).filter(({ citation }) => !filter || citation.status === filter) ?? [];

  return (
    <div className="grid gap-6">
      <JurisdictionSelect id="check-jurisdiction" value={jurisdiction} onChange={setJurisdiction} emptyLabel="The court named in the caption" />
      {check.isPending ? (
        <TabLoading text="Checking every citation and quotation…" />
      ) : check.isError ? (
        <ProblemNotice title="The document could not be checked" error={check.error} onRetry={() => check.refetch()} />
      ) : (
        result && (
          <>
            <CheckSummary result={result} filter={filter} onFilter={setFilter} />
            <ReportDownload request={(format) => authorizedFetch(checkPath(documentId, jurisdiction, format))} />
            {result.citations.length > 0 && (
              <section aria-labelledby="document-citations-title">
                <h3 id="document-citations-title" className="font-semibold text-ink-950">
                  {filter ? `${STATUS_STYLES[filter].label} (${listed.length})` : 'Every citation, in order'}
                </h3>
                <ol className="mt-3 grid gap-3">
                  {listed.map(({ citation, index }) => (
                    <CitationEntry key={index} citation={citation} index={index} location={<PlaceLink page={citation.page} paragraph={citation.paragraph} />} />
                  ))}
                </ol>
              </section>
            )}
            {result.unattributedQuotations.length > 0 && (
              <section aria-labelledby="unattributed-title" className={panel}>
                <h3 id="unattributed-title" className="font-semibold text-ink-950">Quotations without a citation ({result.unattributedQuotations.length})</h3>
                <p className="mt-1 text-sm text-ink-600">No citation follows these, so they were not checked.</p>
                <ul className="mt-3 grid gap-2">
                  {result.unattributedQuotations.map((quotation, index) => (
                    <li key={index} className="flex items-start gap-2 text-sm">
                      <Quote className="mt-0.5 size-4 shrink-0 text-ink-400" aria-hidden />
                      <div className="min-w-0">
                        <p className="font-serif break-words text-ink-800">“{quotation.text}”</p>
                        <p className="mt-0.5 text-xs text-ink-500">
                          <PlaceLink page={quotation.page} paragraph={quotation.paragraph} />
                        </p>
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <div className="grid items-start gap-6 lg:grid-cols-2">
              <section aria-labelledby="authorities-title" className={panel}>
                <h3 id="authorities-title" className="font-semibold text-ink-950">Table of authorities</h3>
                <div className="mt-3">
                  <TableOfAuthorities table={result.tableOfAuthorities} />
                </div>
              </section>
              <section aria-labelledby="court-rules-title" className={panel}>
                <h3 id="court-rules-title" className="font-semibold text-ink-950">Court rules</h3>
                <div className="mt-3">
                  <Compliance compliance={result.compliance} />
                </div>
              </section>
            </div>
          </>
        )
      )}
    </div>
  );
}
