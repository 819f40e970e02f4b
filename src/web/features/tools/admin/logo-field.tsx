import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ToolLogoResponse } from '@shared/logo-api';
import { LOGO_MAX_BYTES, LOGO_MESSAGES, LOGO_TYPES } from '@shared/logos';
import type { ToolResponse } from '@shared/tools';
import { ToolLogo } from '../../../components/category-look';
import { api, messageOf } from '../../../lib/api-client';
import { toolKeys } from '../../../lib/query-keys';
import { defineMessages } from '@shared/i18n/define-messages';

export const LOGO_FIELD_MESSAGES = defineMessages('LOGO_FIELD_MESSAGES', {
  label: 'Logo',
  upload: 'Muat naik logo',
  clear: 'Buang logo',
  hint: 'PNG, JPEG, WebP, ICO atau SVG, maksimum 256 KB. Tanpa logo, semakan pautan harian mencari ikon laman web alat ini.',
} as const);
const M = LOGO_FIELD_MESSAGES;

/**
 * The tool's logo in its edit form (issue 32): uploaded or cleared at once, on its own route,
 * kept and served by us (docs/decisions/043-logos-stored-and-served-by-us.md).
 */
export function LogoField({ tool }: { tool: ToolResponse }) {
  const id = useId();
  const queries = useQueryClient();
  const [logoUrl, setLogoUrl] = useState(tool.logoUrl);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(file: File | null) {
    setError(null);
    if (file && file.size > LOGO_MAX_BYTES) return setError(LOGO_MESSAGES.tooBig);
    setBusy(true);
    try {
      const path = `/api/admin/tools/${encodeURIComponent(tool.id)}/logo`;
      const answer = await api<ToolLogoResponse>(path, {
        method: file ? 'PUT' : 'DELETE',
        body: file ?? undefined,
      });
      setLogoUrl(answer.logoUrl);
      await queries.invalidateQueries({ queryKey: toolKeys.all });
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
      <ToolLogo name={tool.name} logoUrl={logoUrl} category={tool.category} />
      <label htmlFor={id} className="text-sm font-medium">
        {M.upload}
      </label>
      <input
        id={id}
        type="file"
        accept={LOGO_TYPES.join(',')}
        disabled={busy}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void send(file);
        }}
        className="text-sm"
      />
      {logoUrl && (
        <button
          type="button"
          disabled={busy}
          onClick={() => void send(null)}
          className="rounded-md px-3 py-2 text-sm text-red-600 ring-1 ring-slate-200"
        >
          {M.clear}
        </button>
      )}
      <p id={`${id}-hint`} className="w-full text-xs text-slate-500">
        {M.hint}
      </p>
      {error && (
        <p role="alert" className="w-full text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
