/** 'all' first, then the values; a current value the list lacks (from the address) stays selectable. */
export function optionsOf(allLabel: string, values: readonly string[] = [], current?: string) {
  const list = current && !values.includes(current) ? [...values, current] : values;
  return [{ value: 'all', label: allLabel }, ...list.map((v) => ({ value: v, label: v }))];
}
