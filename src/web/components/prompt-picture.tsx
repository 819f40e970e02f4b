import { cn } from '../lib/cn';
import { toneStyle } from './category-look';
import { RemoteImage } from './remote-image';

/**
 * Issue 20: a prompt's picture, or where it has none (or it fails to load) a tile in its
 * category's colour with a quotation mark — never a grey box. The list and the admin panel alike.
 */
export function PromptPicture({
  imageUrl,
  category,
  className,
  tileClassName,
}: {
  imageUrl: string | null;
  category: string | null;
  /** The picture's box. */
  className: string;
  /** The tile's box, where it differs from the picture's. */
  tileClassName?: string;
}) {
  return (
    <RemoteImage
      url={imageUrl}
      className={className}
      fallback={
        <div
          aria-hidden="true"
          data-testid="image-placeholder"
          style={toneStyle(category)}
          className={cn(
            'tone-tile flex items-center justify-center font-serif text-5xl leading-none',
            tileClassName ?? className,
          )}
        >
          “
        </div>
      }
    />
  );
}
