import { Construction } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { ADMIN_UI as M } from '../messages';

/** A management tab not built yet: its title and a short note. */
export function TabPlaceholder({ title }: { title: string }) {
  return (
    <Card className="flex flex-col items-center gap-2 px-6 py-12 text-center">
      <Construction className="h-6 w-6 text-slate-400" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-800">{title}</h2>
      <p className="text-sm text-slate-500">{M.placeholder}</p>
    </Card>
  );
}
