import { useId, type ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';

interface PromptCardProps {
  title: string;
  body: string;
  /** The card's buttons. */
  children: ReactNode;
  /** Where the card floats (fixed position classes). */
  className: string;
}

/**
 * A small floating card asking one question (install, reload). It is announced politely and
 * never takes focus or blocks the page: the person answers when ready.
 */
export function PromptCard({ title, body, children, className }: PromptCardProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-live="polite"
      className={cn('fixed z-40 sm:w-96 print:hidden', className)}
    >
      <Card className="p-4 shadow-lg">
        <h2 id={titleId} className="font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{body}</p>
        <div className="mt-3 flex justify-end gap-2">{children}</div>
      </Card>
    </section>
  );
}
