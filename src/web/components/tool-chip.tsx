import { useQueryClient } from '@tanstack/react-query';
import { headAndRest } from '@shared/labels';
import type { ToolLookupResponse } from '@shared/tools';
import { useNavigate } from 'react-router';
import { api, withQuery } from '../lib/api-client';
import { paths } from '../lib/paths';
import { toolKeys } from '../lib/query-keys';
import { Badge } from './ui/badge';

const CHIP =
  'inline-flex items-center rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700';

/**
 * A tool named in other content (docs/product.md#tools): pressing it looks the tool up by its exact name and
 * opens /tools/{id}; when no tool has that name, nothing happens.
 */
function ToolChip({ name }: { name: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const open = async () => {
    const found = await queryClient
      .fetchQuery({
        queryKey: [...toolKeys.all, 'lookup', name],
        queryFn: ({ signal }) =>
          api<ToolLookupResponse>(withQuery('/api/tools/lookup', { name }), { signal }),
        retry: false,
      })
      .catch(() => null);
    if (found) void navigate(paths.tool(found.id));
  };
  return (
    <button
      type="button"
      onClick={() => void open()}
      className={`${CHIP} hover:bg-brand-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600`}
    >
      {name}
    </button>
  );
}

/** Tool chips in a row: the first `max` then '+N' (docs/product.md#tools). */
export function ToolChips({
  names,
  max,
  more,
  label,
}: {
  names: readonly string[];
  max?: number;
  more?: (n: number) => string;
  label: string;
}) {
  const { head: shown, rest } = headAndRest(names, max ?? names.length);
  if (names.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {shown.map((n) => (
        <li key={n}>
          <ToolChip name={n} />
        </li>
      ))}
      {rest > 0 && (
        <li>
          <Badge className="bg-slate-200">{more ? more(rest) : `+${rest}`}</Badge>
        </li>
      )}
    </ul>
  );
}
