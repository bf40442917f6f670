import { describe, expect, it } from 'vitest';
import type { IntakeField } from '../../../../shared/api/drafts';
import { initialValues, toIntake } from './intake-form';

const FIELDS: IntakeField[] = [
  { kind: 'text', id: 'court', label: 'Court', required: true, help: 'The court.' },
  { kind: 'text', id: 'judge', label: 'Judge', required: false, help: 'The judge.' },
  { kind: 'date', id: 'hearingDate', label: 'Hearing date', required: false, help: 'When.' },
  { kind: 'money', id: 'monthlyRent', label: 'Monthly base rent', required: true, help: 'Rent.' },
  { kind: 'number', id: 'termMonths', label: 'Term in months', required: false, help: 'Term.' },
  {
    kind: 'select',
    id: 'grounds',
    label: 'Grounds',
    required: true,
    help: 'Ground.',
    options: [
      { value: '12b2', label: '12(b)(2)' },
      { value: '12b6', label: '12(b)(6)' },
    ],
  },
  { kind: 'party', id: 'plaintiffs', label: 'Plaintiffs', required: true, help: 'Every plaintiff.', multiple: true },
  { kind: 'party', id: 'landlord', label: 'Landlord', required: true, help: 'The landlord.', multiple: false },
];

const complete = () => ({
  ...initialValues(FIELDS),
  court: '  Superior Court of California, County of San Francisco ',
  monthlyRent: '12500.50',
  grounds: '12b6',
  plaintiffs: [
    { name: 'Jane Roe', description: 'an individual' },
    { name: '', description: '' },
  ],
  landlord: { name: 'Acme Properties LLC', description: '' },
});

describe('the intake form', () => {
  it('sends what was filled in, trimmed and typed, and leaves out empty optional fields and blank party rows', () => {
    expect(toIntake(FIELDS, complete())).toEqual({
      intake: {
        court: 'Superior Court of California, County of San Francisco',
        monthlyRent: 12500.5,
        grounds: '12b6',
        plaintiffs: [{ name: 'Jane Roe', description: 'an individual' }],
        landlord: { name: 'Acme Properties LLC' },
      },
      errors: {},
    });
  });

  it('names every missing required field, as the server would', () => {
    expect(toIntake(FIELDS, initialValues(FIELDS)).errors).toEqual({
      court: 'Court is required',
      monthlyRent: 'Monthly base rent is required',
      grounds: 'Grounds is required',
      plaintiffs: 'Plaintiffs: name at least one party',
      landlord: 'Landlord is required',
    });
  });

  it('refuses impossible dates, non-numbers, negative amounts, unknown options and unnamed parties', () => {
    const values = {
      ...complete(),
      hearingDate: '2026-02-30',
      termMonths: 'twelve',
      monthlyRent: '-1',
      grounds: '12b9',
      plaintiffs: [{ name: ' ', description: 'a Delaware corporation' }],
      landlord: { name: '', description: 'a California limited liability company' },
    };
    expect(toIntake(FIELDS, values).errors).toEqual({
      hearingDate: 'Hearing date must be a date (YYYY-MM-DD)',
      termMonths: 'Term in months must be a number',
      monthlyRent: 'Monthly base rent cannot be negative',
      grounds: 'Choose one of the listed options for Grounds',
      plaintiffs: 'Plaintiffs: every party needs a name',
      landlord: 'Landlord needs a name',
    });
  });

  it('keeps valid optional values', () => {
    const { intake } = toIntake(FIELDS, { ...complete(), judge: 'Hon. Maria Lopez', hearingDate: '2026-03-05', termMonths: '36' });
    expect(intake).toMatchObject({ judge: 'Hon. Maria Lopez', hearingDate: '2026-03-05', termMonths: 36 });
  });
});

describe('starting a form', () => {
  it('starts empty, with one party row for a list of parties', () => {
    expect(initialValues(FIELDS)).toEqual({
      court: '',
      judge: '',
      hearingDate: '',
      monthlyRent: '',
      termMonths: '',
      grounds: '',
      plaintiffs: [{ name: '', description: '' }],
      landlord: { name: '', description: '' },
    });
  });

  it('prefers the saved form, then carries over matching fields from the form just left, and ignores mismatched shapes', () => {
    const saved = { court: 'Saved court', plaintiffs: 'not a list' };
    const previous = { court: 'Previous court', judge: 'Hon. A. Judge', plaintiffs: [{ name: 'Jane Roe', description: '' }], landlord: 42 };
    const values = initialValues(FIELDS, saved, previous);
    expect(values.court).toBe('Saved court');
    expect(values.judge).toBe('Hon. A. Judge');
    expect(values.plaintiffs).toEqual([{ name: 'Jane Roe', description: '' }]);
    expect(values.landlord).toEqual({ name: '', description: '' });
  });
});

describe('a court chosen from the list', () => {
  const fields: IntakeField[] = [{ kind: 'court', id: 'courtId', label: 'Chosen court', required: false, help: 'The court.' }];

  it('is sent when it names a court the list holds, and left out when none is chosen', () => {
    expect(toIntake(fields, { courtId: 'us-district|txnd|Dallas' })).toEqual({ intake: { courtId: 'us-district|txnd|Dallas' }, errors: {} });
    expect(toIntake(fields, { courtId: '' })).toEqual({ intake: {}, errors: {} });
  });

  it('asks for what is missing before the draft is sent: the division, or a county of the circuit', () => {
    expect(toIntake(fields, { courtId: 'us-district|txnd' }).errors).toEqual({ courtId: 'Chosen court: choose the division of the Northern District of Texas' });
    expect(toIntake(fields, { courtId: 'fl-circuit|11|Broward' }).errors.courtId).toMatch(/Broward County is not in the Eleventh Judicial Circuit/);
  });
});
