/**
 * 'all' first, then the values; a current value the list lacks (from the address) stays
 * selectable. `labelOf` names a value for the eye (a category's Malay name, shared/glossary.ts);
 * the value itself, which the address and the API use, stays as it is.
 */
export function optionsOf(
  allLabel: string,
  values: readonly string[] = [],
  current?: string,
  labelOf: (value: string) => string = (value) => value,
) {
  const list = current && !values.includes(current) ? [...values, current] : values;
  return [{ value: 'all', label: allLabel }, ...list.map((v) => ({ value: v, label: labelOf(v) }))];
}
