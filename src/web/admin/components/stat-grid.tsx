import type { LucideIcon } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';

export interface StatCard<K extends string> {
  key: K;
  label: string;
  icon: LucideIcon;
}

// The six cards of /admin, two to six a row; a tab's few cards, one row with icons from sm up.
const LOOKS = {
  page: {
    section: 'mb-8',
    grid: 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6',
    card: 'p-4 pl-14',
    icon: 'left-4',
    term: 'truncate',
  },
  tab: {
    section: 'mb-4',
    grid: 'grid grid-cols-3 gap-2 sm:gap-3',
    card: 'p-3 sm:p-4 sm:pl-14',
    icon: 'hidden left-4 sm:block',
    term: '',
  },
};

/**
 * Statistic cards (docs/product.md#admin-panel), a dash until `data` comes. The page's numbers are announced as they
 * change; a tab's carry the test id `${testIdPrefix}-${key}`.
 */
export function StatGrid<K extends string>({
  label,
  cards,
  data,
  look,
  testIdPrefix,
}: {
  label: string;
  cards: readonly StatCard<K>[];
  data: Record<K, number> | undefined;
  look: keyof typeof LOOKS;
  testIdPrefix?: string;
}) {
  const style = LOOKS[look];
  return (
    <section aria-label={label} className={style.section}>
      <dl className={style.grid}>
        {cards.map(({ key, label: term, icon: Icon }) => (
          // Each card is the dl's own child holding one dt and one dd (a dl allows only that);
          // the icon sits inside the term, drawn at the card's left.
          <Card
            key={key}
            className={cn('relative flex flex-col-reverse justify-center', style.card)}
          >
            <dt className={cn('text-xs text-slate-600 sm:text-sm', style.term)}>
              <Icon
                className={cn(
                  'absolute top-1/2 h-6 w-6 -translate-y-1/2 text-brand-600',
                  style.icon,
                )}
                aria-hidden="true"
              />
              {term}
            </dt>
            <dd
              className="text-2xl font-bold text-slate-900"
              aria-live={look === 'page' ? 'polite' : undefined}
              data-testid={testIdPrefix && `${testIdPrefix}-${key}`}
            >
              {data ? data[key] : '–'}
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
