import { Ban, CircleCheck, CircleDashed, CircleQuestionMark, CircleX, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { VerificationStatus, VerifiedCitation } from '../../../../shared/api/citations';

interface StatusStyle {
  label: string;
  icon: LucideIcon;
  /** What the status means, for the legend. */
  meaning: string;
  /** The highlight in the brief, the badge in the list, and the icon's colour. */
  mark: string;
  badge: string;
  iconColour: string;
}

/** Every status has a colour, an icon and a word, so nothing depends on colour alone. */
export const STATUS_STYLES: Record<VerificationStatus, StatusStyle> = {
  verified: {
    label: 'Verified',
    icon: CircleCheck,
    meaning: 'Found, and the name and year match.',
    mark: 'bg-emerald-100 ring-emerald-300',
    badge: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    iconColour: 'text-emerald-600',
  },
  'partly-verified': {
    label: 'Partly verified',
    icon: CircleDashed,
    meaning: 'Found, but a parallel citation written with it could not be checked.',
    mark: 'bg-yellow-100 ring-yellow-300',
    badge: 'bg-yellow-50 text-yellow-900 ring-yellow-200',
    iconColour: 'text-yellow-600',
  },
  mismatch: {
    label: 'Mismatch',
    icon: TriangleAlert,
    meaning: 'The case exists, but the name, year or page written differs.',
    mark: 'bg-amber-100 ring-amber-300',
    badge: 'bg-amber-50 text-amber-900 ring-amber-200',
    iconColour: 'text-amber-600',
  },
  'not-found': {
    label: 'Not found',
    icon: CircleX,
    meaning: 'Well formed, but no case starts where it points.',
    mark: 'bg-red-100 ring-red-300',
    badge: 'bg-red-50 text-red-800 ring-red-200',
    iconColour: 'text-red-600',
  },
  unverifiable: {
    label: 'Unverifiable',
    icon: CircleQuestionMark,
    meaning: 'Nothing available could settle it; check it by hand.',
    mark: 'bg-ink-100 ring-ink-300',
    badge: 'bg-ink-50 text-ink-700 ring-ink-200',
    iconColour: 'text-ink-500',
  },
  invalid: {
    label: 'Invalid',
    icon: Ban,
    meaning: 'Unknown reporter, or a volume or year it never had.',
    mark: 'bg-fuchsia-100 ring-fuchsia-300',
    badge: 'bg-fuchsia-50 text-fuchsia-800 ring-fuchsia-200',
    iconColour: 'text-fuchsia-600',
  },
};

/** Problems first in the summary: what needs the attorney's attention before filing. */
export const STATUS_ORDER: VerificationStatus[] = ['not-found', 'mismatch', 'invalid', 'unverifiable', 'partly-verified', 'verified'];

export const SOURCE_LABELS: Record<NonNullable<VerifiedCitation['source']>, string> = {
  corpus: 'Checked against the corpus',
  courtlistener: 'Checked with CourtListener',
  format: 'Checked by its form alone',
};

export const QUOTATION_LABELS: Record<VerifiedCitation['quotations'][number]['status'], string> = {
  found: 'Quotation found in the case',
  'wrong-page': 'Quotation found on another page',
  altered: 'Quotation altered from the case',
  'wrong-opinion': 'Quotation from a separate opinion',
  'not-found': 'Quotation not found in the case',
  unchecked: 'Quotation not checked: no text for this case',
  'pin-unchecked': 'Quotation found; pin not checked',
  syllabus: 'Quotation from the syllabus, not the Court',
};
