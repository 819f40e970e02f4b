import { useEffect, useRef, type ReactNode } from 'react';
import { Card } from '../../components/ui/card';

/**
 * An add or edit form in place of the list (docs/product.md#admin-panel: mutually exclusive with it). Its heading
 * takes the focus when it opens, so keyboard and screen-reader users land on the form.
 */
export function FormPanel({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="p-4 sm:p-6">
      <h3 ref={heading} tabIndex={-1} className="mb-4 text-lg font-semibold focus:outline-none">
        {title}
      </h3>
      {children}
    </Card>
  );
}
