import { Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import type { SuggestionType } from '@shared/suggestions';
import { paths } from '../../lib/paths';
import { buttonClass } from '../ui/button';

/** 'Suggest a Tool' and the like: /suggest with that content type already chosen. */
export function SuggestLink({ type, label }: { type?: SuggestionType; label: string }) {
  return (
    <Link to={paths.suggestContent(type)} className={buttonClass({ variant: 'outline' })}>
      <Lightbulb className="h-4 w-4" aria-hidden="true" /> {label}
    </Link>
  );
}
