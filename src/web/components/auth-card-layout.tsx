import type { ReactNode } from 'react';
import { BrandLink } from './brand-link';
import { ThemeToggleSlot } from './theme-toggle-slot';
import { Card } from './ui/card';

/** Centered card with the brand above it: sign-in, registration and password screens. */
export function AuthCardLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="relative flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-surface px-4 py-10">
      <ThemeToggleSlot className="absolute right-4 top-4" />
      <div className="mb-6">
        <BrandLink to="/" />
      </div>
      <Card className="w-full max-w-md p-6 sm:p-8">
        <main>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </main>
      </Card>
    </div>
  );
}
