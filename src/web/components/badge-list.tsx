import { headAndRest } from '@shared/labels';
import { cn } from '../lib/cn';
import { Badge } from './ui/badge';

/** Names as badges in a row: the first `max`, then one '+N' badge for the rest (docs/product.md#limits cards). */
export function BadgeList({
  label,
  items,
  max,
  more = (rest) => `+${rest}`,
  className,
}: {
  label: string;
  items: readonly string[];
  max: number;
  more?: (rest: number) => string;
  className?: string;
}) {
  const { head, rest } = headAndRest(items, max);
  if (head.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label={label}>
      {head.map((item, i) => (
        <li key={`${i}-${item}`}>
          <Badge>{item}</Badge>
        </li>
      ))}
      {rest > 0 && (
        <li>
          <Badge className="bg-slate-200">{more(rest)}</Badge>
        </li>
      )}
    </ul>
  );
}
