import { Bookmark } from 'lucide-react';
import { FilterSelect, type FilterSelectProps } from './filter-select';
import { LIST_MESSAGES as M } from './messages';
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
  // Issue 19: a list whose filters include `saved` offers "Disimpan sahaja" (saved=1).
  const saved = (filters.values as Partial<Record<string, string>>).saved;
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
      {saved !== undefined && (
        <label className="flex h-11 cursor-pointer items-center gap-2 whitespace-nowrap rounded-lg border sm:h-10 border-slate-300 bg-surface px-3 text-sm font-medium text-slate-700 has-[:checked]:border-brand-400 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-600"
            checked={saved === '1'}
            onChange={(e) => filters.set('saved' as K, e.target.checked ? '1' : '')}
          />
          <Bookmark className="h-4 w-4" aria-hidden="true" />
          {M.savedOnly}
        </label>
      )}
    </div>
  );
}
