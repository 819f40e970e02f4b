import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { api } from '../../lib/api-client';
import { readStored, writeStored } from '../../lib/storage';
import { CONNECTIVITY_MESSAGES as M } from './messages';

/** How often the server is asked again while the connection card shows a problem. */
export const READY_RECHECK_MS = 30_000;

// When this browser last had a connection, kept across visits: an app opened offline (the
// service worker serves it) still tells when it was last online (docs/product.md#connectivity-and-pwa).
const LAST_ONLINE_KEY = 'last-online';
const rememberOnline = () => writeStored(LAST_ONLINE_KEY, new Date().toISOString());
function storedLastOnline() {
  const at = new Date(readStored(LAST_ONLINE_KEY) ?? '');
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Whether the server (and its database) answers its readiness check. */
async function serverAnswers() {
  try {
    await api('/readyz');
    return true;
  } catch {
    return false;
  }
}

/**
 * The browser's connection and the server's readiness (docs/product.md#connectivity-and-pwa Network): the offline
 * banner (the one sign of being offline, decision 029), 'Connection restored' when back, and a
 * readiness check on start, on reconnecting and every 30 s while it fails (never while all is well).
 */
export function useConnectivity() {
  const [online, setOnline] = useState(() => navigator.onLine);
  const [lastOnline, setLastOnline] = useState<Date | null>(() =>
    navigator.onLine ? null : storedLastOnline(),
  );
  const [dismissed, setDismissed] = useState(false);
  // Retry pressed while still offline: the banner says so (not a toast over it).
  const [retriedOffline, setRetriedOffline] = useState(false);
  const [serverReady, setServerReady] = useState(true);

  // Checks can overlap (start, reconnecting, the interval): only the newest one's answer counts,
  // so a slow old 'down' never hides a newer 'ok'.
  const latest = useRef(0);
  const check = useCallback(() => {
    const mine = ++latest.current;
    return serverAnswers().then((ready) => {
      if (mine === latest.current) setServerReady(ready);
      return ready;
    });
  }, []);

  const goOnline = useCallback(() => {
    setOnline(true);
    setRetriedOffline(false);
    rememberOnline();
    toast.success(M.restored);
    void check();
  }, [check]);

  useEffect(() => {
    const goOffline = () => {
      setOnline(false);
      setLastOnline(new Date());
      setDismissed(false);
    };
    if (navigator.onLine) {
      rememberOnline();
      void check();
    }
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, [check, goOnline]);

  useEffect(() => {
    if (!online || serverReady) return;
    const timer = setInterval(check, READY_RECHECK_MS);
    return () => clearInterval(timer);
  }, [online, serverReady, check]);

  return {
    online,
    lastOnline,
    serverReady,
    bannerOpen: !online && !dismissed,
    retriedOffline,
    retry: () => (navigator.onLine ? goOnline() : setRetriedOffline(true)),
    dismiss: () => setDismissed(true),
  };
}
