import { useState } from 'react';
import type { AdminListFilters } from '../api/get-admin-list';

/** A status the address asks for (issue 23: the registration mail's link to the pending accounts). */
function statusInAddress(): AdminListFilters {
  const status = new URLSearchParams(window.location.search).get('status');
  return status ? { status } : {};
}

/**
 * The search and filters of a tab's AdminList ('all' or nothing is no filter); a tab opened
 * with `?status=` in the address starts with that status chosen.
 */
export function useAdminFilters() {
  const [values, setValues] = useState<AdminListFilters>(statusInAddress);
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
