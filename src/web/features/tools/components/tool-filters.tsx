import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input, Label, Select } from '../../../components/ui/input';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { TOOLS_MESSAGES as M } from '../messages';

interface Option {
  value: string;
  label: string;
}

interface ToolFiltersProps {
  q: string;
  onSearch: (q: string) => void;
  pricing: string;
  onPricing: (value: string) => void;
  pricingOptions: readonly Option[];
  category?: { value: string; onChange: (value: string) => void; options: readonly Option[] };
}

const SEARCH_DELAY_MS = 250;

export function ToolFilters({
  q,
  onSearch,
  pricing,
  onPricing,
  pricingOptions,
  category,
}: ToolFiltersProps) {
  const [text, setText] = useState(q);
  const debounced = useDebouncedValue(text, SEARCH_DELAY_MS);
  useEffect(() => {
    if (debounced.trim() !== q) onSearch(debounced.trim());
  }, [debounced, q, onSearch]);

  return (
    <div role="search" className="mb-4 grid gap-3 sm:grid-cols-[1fr_auto_auto]">
      <div className="relative">
        <Label htmlFor="tool-search" className="sr-only">
          {M.searchLabel}
        </Label>
        <Search
          className="pointer-events-none absolute left-3 top-2.5 h-5 w-5 text-slate-400"
          aria-hidden="true"
        />
        <Input
          id="tool-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={M.searchPlaceholder}
          className="pl-10"
          maxLength={200}
        />
      </div>
      {category && (
        <div>
          <Label htmlFor="tool-category" className="sr-only">
            {M.categoryLabel}
          </Label>
          <Select
            id="tool-category"
            value={category.value || 'all'}
            onChange={(e) => category.onChange(e.target.value)}
          >
            {category.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </div>
      )}
      <div>
        <Label htmlFor="tool-pricing" className="sr-only">
          {M.pricingLabel}
        </Label>
        <Select
          id="tool-pricing"
          value={pricing || 'all'}
          onChange={(e) => onPricing(e.target.value)}
        >
          {pricingOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
