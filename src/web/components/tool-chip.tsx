import { useQuery, useQueryClient } from '@tanstack/react-query';
import { headAndRest } from '@shared/labels';
import type { ToolLookupResponse } from '@shared/tools';
import { Link, useNavigate } from 'react-router';
import { api, withQuery } from '../lib/api-client';
import { paths } from '../lib/paths';
import { toolKeys } from '../lib/query-keys';
import { CHROME_MESSAGES } from './messages';
import { ToolLogo } from './category-look';
import { Badge } from './ui/badge';

const CHIP =
  // 44 px high on a phone, where it is pressed with a thumb (issue 20); compact from `sm`.
  'inline-flex min-h-11 min-w-11 items-center gap-1.5 rounded-full bg-slate-100 py-1 pl-1.5 pr-3 text-sm font-medium text-slate-700 sm:min-h-0 sm:min-w-0 sm:py-0.5 sm:pl-1 sm:pr-2.5 sm:text-xs';

/** The chip's logo: the tool's own once it has been looked up, else its initials (issue 20). */
function ChipLogo({ name, found }: { name: string; found: ToolLookupResponse | undefined }) {
  return (
    <ToolLogo
      name={name}
      logoUrl={found?.logoUrl}
      category={found?.category ?? null}
      size="xs"
      className="rounded-full"
    />
  );
}

const lookup = (name: string) => ({
  queryKey: [...toolKeys.all, 'lookup', name],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api<ToolLookupResponse>(withQuery('/api/tools/lookup', { name }), { signal }),
  retry: false,
});

/**
 * A tool named in other content (docs/product.md#tools): pressing it looks the tool up by its exact name and
 * opens /tools/{id}; when no tool has that name, nothing happens. With `newTab` the tool is
 * looked up at once and the chip is a link to it in a new tab (issue 19: a workflow run is never
 * left); a name no tool has stays plain text.
 */
function ToolChip({ name, newTab }: { name: string; newTab: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Only what an earlier press or a new-tab chip has already looked up: no request per chip.
  const found = useQuery({ ...lookup(name), enabled: false }).data;
  if (newTab) return <NewTabToolChip name={name} />;
  const open = async () => {
    const found = await queryClient.fetchQuery(lookup(name)).catch(() => null);
    if (found) void navigate(paths.tool(found.id));
  };
  return (
    <button
      type="button"
      onClick={() => void open()}
      className={`${CHIP} hover:bg-brand-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600`}
    >
      <ChipLogo name={name} found={found} />
      {name}
    </button>
  );
}

function NewTabToolChip({ name }: { name: string }) {
  const found = useQuery(lookup(name)).data;
  if (!found)
    return (
      <span className={CHIP}>
        <ChipLogo name={name} found={found} />
        {name}
      </span>
    );
  return (
    <Link
      to={paths.tool(found.id)}
      target="_blank"
      className={`${CHIP} hover:bg-brand-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600`}
    >
      <ChipLogo name={name} found={found} />
      {name}
      <span className="sr-only"> {CHROME_MESSAGES.newTab}</span>
    </Link>
  );
}

/** Tool chips in a row: the first `max` then '+N' (docs/product.md#tools). */
export function ToolChips({
  names,
  max,
  more,
  label,
  newTab = false,
}: {
  names: readonly string[];
  max?: number;
  more?: (n: number) => string;
  label: string;
  newTab?: boolean;
}) {
  const { head: shown, rest } = headAndRest(names, max ?? names.length);
  if (names.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {shown.map((n) => (
        <li key={n}>
          <ToolChip name={n} newTab={newTab} />
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
