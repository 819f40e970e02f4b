import { cn } from '../../lib/cn';

/**
 * Characters used of a field's limit ('N/500'), red once past it. Given to FormField as its
 * `count`, it describes the field whose id is `field` (FormField's aria-describedby names it).
 */
export function CharCount({ field, length, max }: { field: string; length: number; max: number }) {
  return (
    <p
      id={`${field}-count`}
      className={cn(
        'mt-1 text-right text-xs tabular-nums',
        length > max ? 'text-red-700' : 'text-slate-500',
      )}
    >
      {`${length}/${max}`}
    </p>
  );
}
