import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { RelatedItem } from '@shared/api';
import { difficultyLabel } from '@shared/glossary';
import { Badge } from './ui/badge';
import { Card } from './ui/card';
import { CategoryBadge } from './category-look';

/** A titled grid of up to 3 related items (docs/product.md#routes-and-guards, docs/product.md#limits related items 3); none, no section. */
export function RelatedSection<T extends { id: string }>({
  id,
  title,
  items,
  children,
}: {
  id: string;
  title: string;
  items: T[];
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
    </section>
  );
}

/** A card the whole of which opens `to`; its title is the link's name. */
export function LinkCard({
  to,
  title,
  children,
}: {
  to: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Card className="relative flex h-full flex-col gap-2 p-4 hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600">
      <Link
        to={to}
        className="font-semibold text-slate-900 after:absolute after:inset-0 hover:text-brand-700"
      >
        {title}
      </Link>
      {children}
    </Card>
  );
}

/** Related tutorials or workflows: title, category and difficulty. */
export function RelatedLinks({
  id,
  title,
  items,
  href,
}: {
  id: string;
  title: string;
  items: RelatedItem[];
  href: (id: string) => string;
}) {
  return (
    <RelatedSection id={id} title={title} items={items}>
      {(item) => (
        <LinkCard to={href(item.id)} title={item.title}>
          <div className="flex flex-wrap gap-1.5">
            <CategoryBadge category={item.category} />
            {item.difficulty && <Badge>{difficultyLabel(item.difficulty)}</Badge>}
          </div>
        </LinkCard>
      )}
    </RelatedSection>
  );
}
