import type { IntakeField } from '../../../../shared/api/drafts';
import { courtChoicesFor, type CourtChoices, type DistrictChoice } from '../../../../legal/courts/choices';
import { controlClass, describedBy, FieldFrame, fieldIds } from './field-chrome';

type CourtField = Extract<IntakeField, { kind: 'court' }>;

/** One select of the picker, labelled for screen readers by what it chooses. */
function Choice({ id, label, value, options, onChange, error, describe }: {
  id: string; label: string; value: string; options: { value: string; label: string; group?: string }[];
  onChange: (value: string) => void; error?: string | undefined; describe?: string | undefined;
}) {
  const groups = [...new Set(options.map((option) => option.group ?? ''))];
  const render = (group: string) => options.filter((option) => (option.group ?? '') === group).map((option) => <option key={option.value} value={option.value}>{option.label}</option>);
  return (
    <select id={id} aria-label={label} aria-describedby={describe} aria-invalid={error ? true : undefined} value={value} onChange={(event) => onChange(event.target.value)} className={`${controlClass(error)} h-11 pr-8`}>
      <option value="">{label}…</option>
      {groups.map((group) => (group === '' ? render(group) : <optgroup key={group} label={group}>{render(group)}</optgroup>))}
    </select>
  );
}

const districtOptions = (districts: DistrictChoice[]) => districts.map((district) => ({ value: district.id, label: district.name, group: district.state }));
const listed = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The picker's selects for one court system; `parts` is the stored value split at "|". */
function SystemChoices({ choices, parts, set, id, error, describe }: {
  choices: CourtChoices; parts: string[]; set: (...parts: string[]) => void; id: string; error?: string | undefined; describe: string;
}) {
  const [first = '', second = ''] = parts;
  const common = { error, describe };
  switch (choices.system) {
    case 'us-district': {
      const district = choices.districts.find((entry) => entry.id === first);
      return (
        <>
          <Choice id={id} label="District" value={first} options={districtOptions(choices.districts)} onChange={(value) => set(value)} {...common} />
          {district && district.divisions.length > 0 && <Choice id={`${id}-division`} label="Division" value={second} options={listed(district.divisions)} onChange={(value) => set(first, value)} {...common} />}
          {district && <p className="text-xs text-ink-500">{district.divisionNote}</p>}
        </>
      );
    }
    case 'ca-superior':
    case 'ny-supreme':
      return <Choice id={id} label="County" value={first} options={listed(choices.counties)} onChange={(value) => set(value)} {...common} />;
    case 'fl-circuit': {
      const circuit = choices.circuits.find((entry) => String(entry.circuit) === first);
      return (
        <>
          <Choice id={id} label="Circuit" value={first} options={choices.circuits.map((entry) => ({ value: String(entry.circuit), label: entry.name }))} onChange={(value) => set(value)} {...common} />
          {circuit && <Choice id={`${id}-county`} label="County" value={second} options={listed(circuit.counties)} onChange={(value) => set(first, value)} {...common} />}
        </>
      );
    }
    case 'tx-district':
      return (
        <div className="grid gap-2 sm:grid-cols-[10rem_minmax(0,1fr)]">
          <input id={id} aria-label="Judicial district number" aria-describedby={describe} inputMode="numeric" placeholder="District no., e.g. 101" value={first} onChange={(event) => set(event.target.value.replace(/\D/g, '').slice(0, 3), second)} className={`${controlClass(error)} h-11 tabular-nums`} />
          <input aria-label="County" aria-describedby={describe} placeholder="County, e.g. Dallas" value={second} onChange={(event) => set(first, event.target.value.replace(/\|/g, '').slice(0, 40))} className={`${controlClass(error)} h-11`} />
        </div>
      );
  }
}

/**
 * The court chosen from the jurisdiction's list: a federal district and its division, a county, a circuit and county, a
 * Texas judicial district and county. Each list says where it comes from. Nothing is shown where the court is typed.
 */
export function CourtPicker({ field, jurisdiction, value, error, onChange }: {
  field: CourtField; jurisdiction: string; value: string; error?: string | undefined; onChange: (value: string) => void;
}) {
  const choices = courtChoicesFor(jurisdiction);
  if (!choices) return null;
  const ids = fieldIds(field.id);
  const parts = value.startsWith(`${choices.system}|`) ? value.split('|').slice(1) : [];
  // Choosing an earlier part (another district) clears the ones after it; nothing chosen clears the value.
  const set = (...next: string[]) => onChange(next.every((part) => part === '') ? '' : [choices.system, ...next].join('|'));
  return (
    <FieldFrame id={field.id} label={field.label} help={field.help} required={false} error={error}>
      <div className="grid gap-2" data-testid="court-picker">
        <SystemChoices choices={choices} parts={parts} set={set} id={ids.input} error={error} describe={`${describedBy(field.id, error)} ${ids.input}-source`} />
        <p id={`${ids.input}-source`} className="text-xs text-ink-500" data-testid="court-source">Source: {choices.source}</p>
      </div>
    </FieldFrame>
  );
}
