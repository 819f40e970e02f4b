import type { ReactNode } from 'react';
import { Card } from './ui/card';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-2 px-6 py-12 text-center">
      <p className="text-lg font-semibold text-slate-800">{title}</p>
      {children && <div className="text-sm text-slate-500">{children}</div>}
    </Card>
  );
}
