import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { PROMPTS_MESSAGES as M } from '../messages';

const COPIED_FOR_MS = 2000;

/**
 * Copies text to the clipboard and says so in a toast; `copied` stays true for a moment.
 * `copy` resolves to whether the text reached the clipboard.
 */
export function useCopyText() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string, success: string) => {
    try {
      // The Clipboard API exists only on secure pages and may be refused by the browser.
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(text);
    } catch {
      toast.error(M.copyFailed);
      return false;
    }
    toast.success(success);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return true;
  }, []);

  return { copied, copy };
}
