import { cn } from '../lib/cn';

/** Characters used of a field's limit ('N/500'), red once past it; give it an id to describe the field. */
export function CharCount({ id, length, max }: { id?: string; length: number; max: number }) {
  return (
    <p
      id={id}
      className={cn(
        'mt-1 text-right text-xs tabular-nums',
        length > max ? 'text-red-600' : 'text-slate-500',
      )}
    >
      {`${length}/${max}`}
    </p>
  );
}
