import { useState } from 'react';
import type { AdminListFilters } from '../api/get-admin-list';

/** The search and filters of a tab's AdminList ('all' or nothing is no filter). */
export function useAdminFilters() {
  const [values, setValues] = useState<AdminListFilters>({});
  const onChange = (key: string, value: string, replaces?: string) =>
    setValues((current) => {
      // A delayed search typed over words that were cleared meanwhile is dropped.
      if (replaces !== undefined && (current[key] ?? '') !== replaces) return current;
      const next = { ...current };
      if (value && value !== 'all') next[key] = value;
      else delete next[key];
      return next;
    });
  return { values, onChange, onClear: () => setValues({}) };
}
