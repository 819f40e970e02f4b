import type { ReactNode } from 'react';
import { FilterSelect, type FilterOption } from '../../components/list/filter-select';
import { InfiniteGrid } from '../../components/list/infinite-grid';
import { ListEmpty } from '../../components/list/list-empty';
import { ResultCount } from '../../components/list/result-count';
import { SearchBox } from '../../components/list/search-box';
import { useAdminList, type AdminListFilters } from '../api/get-admin-list';
import type { CrudResource } from '../api/resource';
import type { CrudLabels } from './messages';

/** A filter beside the search box, sent to the server as `key` ('all' is no filter). */
export interface AdminFilter {
  key: string;
  label: string;
  options: readonly FilterOption[];
}

interface AdminListProps<T> {
  resource: CrudResource;
  labels: CrudLabels;
  filters: readonly AdminFilter[];
  /** The search (`q`) and the filters' values, kept by the tab while a form is open. */
  values: AdminListFilters;
  onChange: (key: string, value: string, replaces?: string) => void;
  onClear: () => void;
  renderItem: (item: T) => ReactNode;
  layout: 'grid' | 'rows';
}

/** Search box, filters, 'Showing N …' and one growing list, newest first (docs/product.md#admin-panel). */
export function AdminList<T extends { id: string }>({
  resource,
  labels,
  filters,
  values,
  onChange,
  onClear,
  renderItem,
  layout,
}: AdminListProps<T>) {
  const list = useAdminList<T>(resource, values);
  const filtered = Object.values(values).some(Boolean);
  return (
    <>
      <div role="search" className="mb-4 flex flex-col gap-3 sm:flex-row">
        <SearchBox
          id={`${resource}-search`}
          label={labels.searchLabel}
          placeholder={labels.searchPlaceholder}
          value={values.q ?? ''}
          onSearch={(q, replaces) => onChange('q', q, replaces)}
        />
        {filters.map((f) => (
          <FilterSelect
            key={f.key}
            id={`${resource}-${f.key}`}
            label={f.label}
            options={f.options}
            value={values[f.key] ?? ''}
            onChange={(v) => onChange(f.key, v)}
          />
        ))}
      </div>
      <ResultCount list={list} text={labels.count} />
      <InfiniteGrid
        list={list}
        label={labels.heading}
        getKey={(item) => item.id}
        renderItem={renderItem}
        loadFailed={labels.loadFailed}
        className={layout === 'rows' ? 'sm:grid-cols-1 lg:grid-cols-1' : undefined}
        skeleton={layout === 'rows' ? 'row' : 'tool'}
        empty={<ListEmpty title={labels.empty} filtered={filtered} onClear={onClear} />}
      />
    </>
  );
}
