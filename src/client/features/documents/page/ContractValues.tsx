import type { ContractValues as Values } from '../../../../shared/api/documents';

const panel = 'rounded-2xl border border-ink-100 bg-white p-4 shadow-sm sm:p-6';

/** What the contract states, as the review read it: each value with the words it came from, or "Not stated". */
export function ContractValues({ values }: { values: Values }) {
  const rows: [string, string | null][] = [
    ['Governing law', values.governingLaw ? values.governingLaw.state : null],
    ['Venue', values.venue ? `${values.venue.courts}${values.venue.exclusive ? ' (exclusive)' : ''}` : null],
    ['Term', values.term],
    ['Confidentiality survives', values.survival],
    ['Amounts', values.amounts.length > 0 ? values.amounts.map((amount) => amount.text).join(', ') : null],
    ['Percentages', values.percentages.length > 0 ? values.percentages.map((percent) => percent.text).join(', ') : null],
    ['Periods', values.periods.length > 0 ? values.periods.map((period) => period.text).join(', ') : null],
  ];
  return (
    <section aria-labelledby="values-title" className={panel}>
      <h3 id="values-title" className="font-semibold text-ink-950">What the contract states</h3>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]" data-testid="contract-values">
        {rows.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="font-medium text-ink-700">{name}</dt>
            <dd className={value ? 'break-words text-ink-950' : 'text-ink-500'}>{value ?? 'Not stated'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
