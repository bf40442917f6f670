import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { COURTS } from '../courts';
import { filtersProblem, type SearchFilters } from './search-filters';

const selectClass =
  'h-11 w-full rounded-md border border-ink-200 bg-white px-3 text-sm text-ink-900 shadow-xs focus:border-ink-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brass-300';

/** The search box and its filters. It starts from the URL's filters; the page re-mounts it when the URL changes. */
export function SearchForm({ initial, onSearch }: { initial: SearchFilters; onSearch: (filters: SearchFilters) => void }) {
  const [filters, setFilters] = useState(initial);
  const [problem, setProblem] = useState(() => (initial.q ? filtersProblem(initial) : null));
  const set = (field: keyof SearchFilters) => (value: string) => setFilters((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = filtersProblem(filters);
    setProblem(found);
    if (!found) onSearch(filters);
  };

  return (
    <form role="search" aria-label="Case law" onSubmit={submit} noValidate className="rounded-2xl border border-ink-100 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Label htmlFor="research-q" className="sr-only">Search case law</Label>
          <Search className="pointer-events-none absolute top-1/2 left-3.5 hidden size-5 -translate-y-1/2 text-ink-400 sm:block" aria-hidden />
          <Input
            id="research-q"
            type="search"
            value={filters.q}
            onChange={(e) => set('q')(e.target.value)}
            placeholder="Case name, citation or words"
            className="h-12 text-base sm:pl-11"
            autoComplete="off"
            aria-describedby={problem ? 'research-problem' : undefined}
          />
        </div>
        <Button type="submit" variant="dark" size="lg" className="px-4 sm:px-6">
          <Search className="sm:hidden" aria-hidden />
          <span className="sr-only sm:not-sr-only">Search</span>
        </Button>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:flex sm:items-end">
        <div className="col-span-2 grid gap-1.5 sm:w-72">
          <Label htmlFor="research-court" className="text-xs text-ink-600">Court</Label>
          <select
            id="research-court"
            value={filters.court}
            className={selectClass}
            onChange={(e) => {
              const next = { ...filters, court: e.target.value };
              setFilters(next);
              // A new court re-runs a search that can run, as users expect of a filter.
              if (!filtersProblem(next)) onSearch(next);
            }}
          >
            <option value="">All courts</option>
            {COURTS.map((court) => (
              <option key={court.id} value={court.id}>{court.name}</option>
            ))}
          </select>
        </div>
        {(['from', 'to'] as const).map((field) => (
          <div key={field} className="grid gap-1.5 sm:w-32">
            <Label htmlFor={`research-${field}`} className="text-xs text-ink-600">{field === 'from' ? 'From year' : 'To year'}</Label>
            <Input
              id={`research-${field}`}
              inputMode="numeric"
              pattern="[0-9]{4}"
              maxLength={4}
              placeholder={field === 'from' ? '1790' : String(new Date().getFullYear())}
              value={filters[field]}
              onChange={(e) => set(field)(e.target.value.replace(/\D/g, ''))}
            />
          </div>
        ))}
      </div>
      {problem && (
        <p id="research-problem" role="alert" className="mt-3 text-sm font-medium text-red-700">{problem}</p>
      )}
    </form>
  );
}
