import { useState } from 'react';
import { categoryLabel } from '@shared/glossary';
import type { PromptCard as PromptCardData } from '@shared/prompts';
import { PROMPT_FILTERS } from '@shared/list-filters';
import { InfiniteGrid } from '../../../components/list/infinite-grid';
import { optionsOf } from '../../../lib/filter-options';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { SuggestLink } from '../../../components/list/suggest-link';
import { ResultCount } from '../../../components/list/result-count';
import { PageHeader } from '../../../components/page-header';
import { useListFilters } from '../../../lib/use-list-filters';
import { usePromptFilters } from '../api/get-prompt-filters';
import { PROMPT_LIST_KEYS, usePrompts } from '../api/get-prompts';
import { ActiveFilterBadges, type ActiveFilter } from '../components/active-filter-badges';
import { PromptCard } from '../components/prompt-card';
import { PromptDialog } from '../components/prompt-dialog';
import { PROMPTS_MESSAGES as M } from '../messages';

export default function PromptsPage() {
  const filters = useListFilters(PROMPT_FILTERS, PROMPT_LIST_KEYS);
  const list = usePrompts(filters.query);
  const options = usePromptFilters();
  const [selection, setSelection] = useState<PromptCardData | null>(null);
  const { q, category, tool } = filters.query;

  const active: ActiveFilter[] = [];
  if (q) active.push({ key: 'q', label: M.activeSearch(q), onRemove: () => filters.set('q', '') });
  if (category) {
    const label = `${M.categoryLabel}: ${categoryLabel(category)}`;
    active.push({ key: 'category', label, onRemove: () => filters.set('category', '') });
  }
  if (tool) {
    const label = `${M.toolLabel}: ${tool}`;
    active.push({ key: 'tool', label, onRemove: () => filters.set('tool', '') });
  }

  return (
    <>
      <PageHeader
        title={M.title}
        subtitle={M.subtitle}
        actions={<SuggestLink type="prompt" label={M.suggest} />}
      />
      <ListToolbar
        filters={filters}
        search={{
          id: 'prompt-search',
          label: M.searchLabel,
          placeholder: M.searchPlaceholder,
        }}
        selects={[
          {
            id: 'prompt-category',
            label: M.categoryLabel,
            key: 'category',
            options: optionsOf(M.allCategories, options.data?.categories, category, categoryLabel),
          },
          {
            id: 'prompt-tool',
            label: M.toolLabel,
            key: 'tool',
            options: optionsOf(M.allTools, options.data?.tools, tool),
          },
        ]}
      />
      <ResultCount list={list} text={M.showing}>
        <ActiveFilterBadges filters={active} />
      </ResultCount>
      <InfiniteGrid
        list={list}
        label={M.title}
        getKey={(p) => p.id}
        renderItem={(prompt) => <PromptCard prompt={prompt} onOpen={setSelection} />}
        skeleton="prompt"
        empty={
          <ListEmpty
            title={M.empty}
            filtered={filters.active}
            onClear={filters.clear}
            search={{ filters, didYouMean: list.didYouMean, type: 'prompt' }}
          />
        }
      />
      <PromptDialog prompt={selection} onClose={() => setSelection(null)} />
    </>
  );
}
