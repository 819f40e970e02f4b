import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';

export function BackLink({
  to,
  label,
  className,
}: {
  to: string;
  label: string;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={cn(
        // Issue 20: a tap target of at least 44 px high on a phone.
        'inline-flex min-h-11 items-center gap-1 text-sm text-brand-700 hover:underline',
        className,
      )}
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {label}
    </Link>
  );
}
