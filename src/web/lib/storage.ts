// localStorage that never throws: storage can be full, blocked or missing (private browsing,
// strict settings). What cannot be read counts as nothing stored; what cannot be written is lost.

export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the feature works for this visit, it is just not remembered.
  }
}
