import { useEffect } from 'react';

/**
 * Asks search engines not to index the page while it shows: a page for the holder of a link
 * (a certificate to check, a digest to leave), not for everyone.
 */
export function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
