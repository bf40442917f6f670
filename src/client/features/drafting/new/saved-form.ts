/**
 * A long intake survives a reload: each document type's form is kept in this tab's sessionStorage, with the
 * instructions and jurisdiction shared by all types. It leaves with the tab, which suits confidential work.
 */
export interface SavedTypeForm {
  values?: Record<string, unknown>;
  title?: string;
}

export interface SavedDetails {
  instructions?: string;
  jurisdiction?: string;
}

const typeKey = (typeId: string) => `volnadraft.new-draft.form.${typeId}`;
const DETAILS_KEY = 'volnadraft.new-draft.details';

function read(key: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function write(key: string, value: object): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the form stays on the page, it just will not survive a reload.
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export function readTypeForm(typeId: string): SavedTypeForm {
  const saved = read(typeKey(typeId));
  const values = typeof saved.values === 'object' && saved.values !== null ? (saved.values as Record<string, unknown>) : undefined;
  return { values, title: text(saved.title) };
}

export const saveTypeForm = (typeId: string, form: SavedTypeForm) => write(typeKey(typeId), form);

export function readDetails(): SavedDetails {
  const saved = read(DETAILS_KEY);
  return { instructions: text(saved.instructions), jurisdiction: text(saved.jurisdiction) };
}

export const saveDetails = (details: SavedDetails) => write(DETAILS_KEY, details);

/** Once the draft exists its intake lives on the server; the next new draft starts clean. */
export function forgetNewDraft(typeId: string): void {
  try {
    sessionStorage.removeItem(typeKey(typeId));
    sessionStorage.removeItem(DETAILS_KEY);
  } catch {
    // Blocked storage holds nothing to forget.
  }
}
