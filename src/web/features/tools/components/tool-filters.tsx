import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input, Label, Select } from '../../../components/ui/input';
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
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);

  // When the address changes from outside (back button, a nav link), the box follows it and a
  // search still waiting to be sent is dropped.
  const [lastQ, setLastQ] = useState(q);
  if (q !== lastQ) {
    setLastQ(q);
    if (q !== text.trim()) setText(q);
  }
  useEffect(() => () => clearTimeout(pending.current), [q]);

  const onType = (value: string) => {
    setText(value);
    clearTimeout(pending.current);
    pending.current = setTimeout(() => onSearch(value.trim()), SEARCH_DELAY_MS);
  };

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
          onChange={(e) => onType(e.target.value)}
          placeholder={M.searchPlaceholder}
          className="pl-10"
          maxLength={200}
        />
      </div>
      {category && (
        <FilterSelect
          id="tool-category"
          label={M.categoryLabel}
          value={category.value}
          onChange={category.onChange}
          options={category.options}
        />
      )}
      <FilterSelect
        id="tool-pricing"
        label={M.pricingLabel}
        value={pricing}
        onChange={onPricing}
        options={pricingOptions}
      />
    </div>
  );
}

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
}

function FilterSelect({ id, label, value, onChange, options }: FilterSelectProps) {
  return (
    <div>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Select id={id} value={value || 'all'} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
