import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { CHROME_MESSAGES } from '../messages';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** When false, clicking outside or pressing Escape does not close it (docs/product.md#routes-and-guards forced dialog). */
  dismissible?: boolean;
  className?: string;
  /**
   * Where the focus goes when it closes, when that is not the opener: e.g. the opener's row is
   * gone (a session signed out). Used when it gives an element still on the page.
   */
  returnFocus?: () => HTMLElement | null | undefined;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  dismissible = true,
  className,
  returnFocus,
}: DialogProps) {
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  // Radix gives the focus back to its trigger; our dialogs open from any button, so the focus
  // goes back to whatever had it when the dialog opened (keyboard users keep their place).
  const opener = useRef<HTMLElement | null>(null);
  const remember = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const giveBack = (event: Event) => {
    const chosen = returnFocus?.();
    const target = chosen?.isConnected ? chosen : opener.current;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <DialogPrimitive.Content
          onOpenAutoFocus={remember}
          onCloseAutoFocus={giveBack}
          onPointerDownOutside={block}
          onInteractOutside={block}
          onEscapeKeyDown={block}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-surface p-6 shadow-xl',
            className,
          )}
        >
          <DialogPrimitive.Title className="pr-8 text-lg font-semibold">
            {title}
          </DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">
              {description}
            </DialogPrimitive.Description>
          ) : (
            <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
          )}
          <div className="mt-4">{children}</div>
          {dismissible && (
            <DialogPrimitive.Close
              className="absolute right-4 top-4 rounded p-1 text-slate-500 hover:bg-slate-100"
              aria-label={CHROME_MESSAGES.close}
            >
              <X className="h-4 w-4" />
            </DialogPrimitive.Close>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
