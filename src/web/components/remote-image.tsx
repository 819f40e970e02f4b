import { useState, type ReactNode } from 'react';
import { httpsUrlOrNull } from '@shared/urls';

/**
 * A picture from an address someone typed (a prompt's image), loaded only when scrolled near.
 * Only https addresses are loaded (shared/urls.ts); with none, or one that fails to load, the
 * `fallback` shows instead of a broken-image icon (nothing by default). Decorative: the title
 * beside it says what the item is.
 */
export function RemoteImage({
  url,
  className,
  fallback = null,
}: {
  url: string | null;
  className?: string;
  fallback?: ReactNode;
}) {
  const src = httpsUrlOrNull(url);
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return fallback;
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
      className={className}
    />
  );
}
