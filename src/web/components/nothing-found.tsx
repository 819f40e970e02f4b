import { Link } from 'react-router';
import type { SuggestionType } from '@shared/suggestions';
import { paths } from '../lib/paths';
import { defineMessages } from '@shared/i18n/define-messages';

// What a search that found nothing offers, in the palette and on every list page
// (docs/product.md#search-everything): the nearest names, and a suggestion of what was searched.
export const NOTHING_FOUND_MESSAGES = defineMessages('NOTHING_FOUND_MESSAGES', {
  didYouMean: 'Adakah anda maksudkan',
  suggest: 'Cadangkan kandungan ini',
} as const);
const M = NOTHING_FOUND_MESSAGES;

const LINK = 'font-medium text-brand-700 underline';

/** 'Cadangkan kandungan ini': Suggest Content, with the words searched as its title. */
export function SuggestThis({
  q,
  type,
  onClick,
}: {
  q: string;
  type?: SuggestionType;
  onClick?: () => void;
}) {
  return (
    <Link to={paths.suggestContent(type, q)} onClick={onClick} className={LINK}>
      {M.suggest}
    </Link>
  );
}

/** 'Adakah anda maksudkan …' with each name a button that searches it, then SuggestThis. */
export function NothingFound({
  q,
  names,
  onSearch,
  type,
}: {
  q: string;
  names: readonly string[];
  onSearch: (name: string) => void;
  type?: SuggestionType;
}) {
  return (
    <div className="mt-3 space-y-2">
      {names.length > 0 && (
        <p>
          {M.didYouMean}{' '}
          {names.map((name, i) => (
            <span key={name}>
              {i > 0 && ', '}
              <button type="button" className={LINK} onClick={() => onSearch(name)}>
                {name}
              </button>
            </span>
          ))}
          ?
        </p>
      )}
      <p>
        <SuggestThis q={q} type={type} />
      </p>
    </div>
  );
}
