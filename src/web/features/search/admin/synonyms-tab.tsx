import type { SynonymGroupRequest, SynonymGroupResponse } from '@shared/search';
import { Card } from '../../../components/ui/card';
import { dateAndTime } from '../../../lib/format';
import { useSearchMisses } from './api/get-search-misses';
import { CrudTab } from '../../../admin/components/crud-tab';
import { SYNONYMS_ADMIN_MESSAGES as M } from './messages';
import { SynonymForm } from './synonym-form';

/**
 * The Synonyms tab (issue 22, docs/product.md#search-everything): the groups of words the search
 * everywhere treats as one, and beside them the searches that found nothing, to act on.
 */
export function SynonymsTab() {
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">{M.intro}</p>
      <SearchMisses />
      <CrudTab<SynonymGroupResponse, SynonymGroupRequest>
        resource="synonyms"
        labels={M.labels}
        itemName={(group) => group.words.join(', ')}
        layout="rows"
        renderItem={(group, actions) => (
          <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
            <h3 className="min-w-0 flex-1 text-sm text-slate-900">{group.words.join(' · ')}</h3>
            <div className="flex flex-wrap gap-2">{actions}</div>
          </Card>
        )}
        Form={SynonymForm}
      />
    </div>
  );
}

function SearchMisses() {
  const misses = useSearchMisses();
  const items = misses.data?.items.slice(0, 10) ?? [];
  return (
    <Card className="p-4">
      <h3 className="font-semibold text-slate-900">{M.misses.title}</h3>
      <p className="text-sm text-slate-600">{M.misses.hint}</p>
      {misses.isError && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {M.misses.loadFailed}
        </p>
      )}
      {misses.isSuccess && items.length === 0 && (
        <p className="mt-2 text-sm text-slate-600">{M.misses.empty}</p>
      )}
      {items.length > 0 && (
        <table className="mt-3 w-full text-left text-sm">
          <thead className="text-xs uppercase text-slate-500">
            <tr>
              <th className="py-1">{M.misses.term}</th>
              <th className="py-1">{M.misses.members}</th>
              <th className="py-1">{M.misses.count}</th>
              <th className="py-1">{M.misses.lastSeen}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((miss) => (
              <tr key={miss.term} className="border-t border-slate-100">
                <td className="py-1 pr-2 font-medium text-slate-900">{miss.term}</td>
                <td className="py-1 pr-2">{miss.members}</td>
                <td className="py-1 pr-2">{miss.count}</td>
                <td className="py-1">{dateAndTime(miss.lastSeen)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
