import { FilterSelect, type FilterSelectProps } from './filter-select';
import { SearchBox } from './search-box';

/** A filter bound to the address by its key, or given its own value and change (a route filter). */
type ToolbarSelect<K extends string> = Omit<FilterSelectProps, 'value' | 'onChange'> &
  ({ key: K } | Pick<FilterSelectProps, 'value' | 'onChange'>);

interface ListToolbarProps<K extends string> {
  /** The list's filters from useListFilters; the search box is bound to `q`. */
  filters: {
    values: Record<K | 'q', string>;
    set: (key: K | 'q', value: string, replaces?: string) => void;
  };
  search: { id: string; label: string; placeholder: string };
  selects?: ToolbarSelect<K>[];
}

/** The search box and filters above a list. */
export function ListToolbar<K extends string>({
  filters,
  search,
  selects = [],
}: ListToolbarProps<K>) {
  const bound = selects.map((s) => ({
    ...s,
    ...('key' in s
      ? { value: filters.values[s.key], onChange: (v: string) => filters.set(s.key, v) }
      : { value: s.value, onChange: s.onChange }),
  }));
  // The list's category filter (ids end in 'category'), for the search box's category suggestions.
  const categorySelect = bound.find((s) => s.id.endsWith('category'));
  return (
    <div role="search" className="mb-4 flex flex-col gap-3 sm:flex-row">
      <SearchBox
        {...search}
        suggestions
        value={filters.values.q}
        onSearch={(q, replaces) => filters.set('q', q, replaces)}
        category={
          categorySelect && {
            names: categorySelect.options.map((o) => o.value),
            choose: categorySelect.onChange,
          }
        }
      />
      {bound.map((s) => (
        <FilterSelect
          key={s.id}
          id={s.id}
          label={s.label}
          options={s.options}
          value={s.value}
          onChange={s.onChange}
        />
      ))}
    </div>
  );
}
