import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { CategoryBadge } from '../../components/category-look';

/**
 * An item in an admin list: an optional picture on top, then its category and other badges, its
 * title, what `children` show, and the item's actions at the foot.
 */
export function AdminCard({
  media,
  category,
  badges,
  title,
  titleClassName = 'wrap-anywhere',
  children,
  actions,
}: {
  media?: ReactNode;
  category: string | null;
  badges: ReactNode;
  title: ReactNode;
  titleClassName?: string;
  children?: ReactNode;
  actions: ReactNode;
}) {
  const body = (
    <>
      <div className="flex flex-wrap items-center gap-2">
        {category && <CategoryBadge category={category} stored />}
        {badges}
      </div>
      <h3 className={cn('text-lg font-semibold text-slate-900', titleClassName)}>{title}</h3>
      {children}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">{actions}</div>
    </>
  );
  if (!media) return <Card className="flex h-full flex-col gap-3 p-5">{body}</Card>;
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      {media}
      <div className="flex flex-1 flex-col gap-3 p-5">{body}</div>
    </Card>
  );
}

/** One line of an item's details, after its icon. */
export function MetaItem({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
      {children}
    </li>
  );
}
