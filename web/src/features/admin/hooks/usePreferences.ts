/** The table's preferences (page size, visible columns and their order), kept in localStorage between visits. */
import { useCallback, useState } from 'react';
import type { CollectionPreferencesProps } from '@cloudscape-design/components/collection-preferences';

export const PREFERENCES_KEY = 'admin.submissions.preferences';
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const COLUMN_IDS = [
  'clientName',
  'email',
  'serviceType',
  'submitted',
  'updated',
  'status',
  'payment',
  'assignee',
  'actions',
  'id',
] as const;
export type ColumnId = (typeof COLUMN_IDS)[number];
/** Always shown (the row header and the status control). */
export const ALWAYS_VISIBLE: readonly ColumnId[] = ['clientName', 'actions'];

export interface Preferences {
  pageSize: number;
  contentDisplay: ReadonlyArray<{ id: string; visible: boolean }>;
}

/**
 * Shown unless chosen otherwise: what staff work from, fitting a 1440 px screen with the navigation open. The
 * assignee is a filter first ("Assigned to me"); its column is there for those who turn it on.
 */
const HIDDEN_BY_DEFAULT: readonly ColumnId[] = ['updated', 'assignee', 'id'];

export const DEFAULT_PREFERENCES: Preferences = {
  pageSize: 20,
  contentDisplay: COLUMN_IDS.map((id) => ({ id, visible: !HIDDEN_BY_DEFAULT.includes(id) })),
};

/** Accept only what this version knows: unknown columns go, new columns are appended with their default. */
export function sanitize(raw: unknown): Preferences {
  if (!raw || typeof raw !== 'object') return DEFAULT_PREFERENCES;
  const r = raw as Record<string, unknown>;
  const pageSize = (PAGE_SIZES as readonly number[]).includes(r.pageSize as number) ? (r.pageSize as number) : DEFAULT_PREFERENCES.pageSize;
  const seen = new Set<string>();
  const stored = Array.isArray(r.contentDisplay) ? r.contentDisplay : [];
  const contentDisplay: Array<{ id: string; visible: boolean }> = [];
  for (const c of stored) {
    if (!c || typeof c !== 'object') continue;
    const { id, visible } = c as { id?: unknown; visible?: unknown };
    if (typeof id !== 'string' || !(COLUMN_IDS as readonly string[]).includes(id) || seen.has(id)) continue;
    seen.add(id);
    contentDisplay.push({ id, visible: ALWAYS_VISIBLE.includes(id as ColumnId) || visible !== false });
  }
  for (const d of DEFAULT_PREFERENCES.contentDisplay) if (!seen.has(d.id)) contentDisplay.push(d);
  return { pageSize, contentDisplay };
}

function read(): Preferences {
  try {
    const raw = localStorage.getItem(PREFERENCES_KEY);
    return raw ? sanitize(JSON.parse(raw)) : DEFAULT_PREFERENCES;
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

export function usePreferences(): [Preferences, (next: CollectionPreferencesProps.Preferences) => void] {
  const [prefs, setPrefs] = useState<Preferences>(read);
  const update = useCallback((next: CollectionPreferencesProps.Preferences) => {
    const clean = sanitize(next);
    setPrefs(clean);
    try {
      localStorage.setItem(PREFERENCES_KEY, JSON.stringify(clean));
    } catch {
      /* storage full or disabled: the choice lasts for this visit */
    }
  }, []);
  return [prefs, update];
}
