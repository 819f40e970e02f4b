import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';

export function BrandLink({ to }: { to: string }) {
  return (
    <Link to={to} className="flex min-h-11 items-center gap-2 text-lg font-bold text-brand-700">
      <Sparkles className="h-5 w-5" aria-hidden="true" /> Hab AI
    </Link>
  );
}
