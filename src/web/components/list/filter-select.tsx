import { Label, Select } from '../ui/input';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly FilterOption[];
}

/** One filter of a list; 'all' means no filter (docs/product.md#lists-and-search). */
export function FilterSelect({ id, label, value, onChange, options }: FilterSelectProps) {
  return (
    <div className="sm:w-52">
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
