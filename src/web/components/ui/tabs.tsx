import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

interface TabsProps {
  /**
   * Each tab; with `href`, its trigger is a link to the tab's own address (issue 34: a tap before
   * the page's script has arrived still opens it).
   */
  tabs: { value: string; label: ReactNode; content: ReactNode; href?: string }[];
  /** Uncontrolled: the tab shown first. */
  defaultValue?: string;
  /** Controlled: the tab shown (e.g. kept in the address) and its change. */
  value?: string;
  onValueChange?: (value: string) => void;
  /** Accessible name of the tab list. */
  label?: string;
  listClassName?: string;
}

export function Tabs({
  tabs,
  defaultValue,
  value,
  onValueChange,
  label,
  listClassName,
}: TabsProps) {
  return (
    <TabsPrimitive.Root defaultValue={defaultValue} value={value} onValueChange={onValueChange}>
      <TabsPrimitive.List
        aria-label={label}
        className={cn('mb-5 grid grid-cols-2 rounded-lg bg-slate-100 p-1', listClassName)}
      >
        {tabs.map((t) => (
          <TabsPrimitive.Trigger
            key={t.value}
            value={t.value}
            asChild={t.href !== undefined}
            className="min-h-11 whitespace-nowrap rounded-md px-3 py-2 text-center sm:min-h-0 text-sm font-medium text-slate-600 data-[state=active]:bg-surface data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
          >
            {t.href === undefined ? (
              t.label
            ) : (
              <Link to={t.href} replace>
                {t.label}
              </Link>
            )}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {tabs.map((t) => (
        <TabsPrimitive.Content key={t.value} value={t.value}>
          {t.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
