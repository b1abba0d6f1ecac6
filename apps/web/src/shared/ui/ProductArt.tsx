import type { Category } from '@gymfuel/contracts';
import { useState, type CSSProperties } from 'react';
import './product-art.css';

interface ProductArtProps {
  imageUrl: string;
  title: string;
  /** Picks the backdrop; unknown (a product since withdrawn) gives the neutral one. */
  category?: Category;
  /** Seeds the backdrop's variation so neighbouring cards of one category still differ. */
  seed: string;
  size?: 'card' | 'hero';
  /**
   * The page's main image, its largest paint: fetched first and at once (the prerendered page
   * preloads it from <head>), where other art waits lazily until it nears the screen.
   */
  priority?: boolean;
}

const CATEGORY_CLASS: Record<Category, string> = {
  Smoothie: 'art--smoothie',
  Shakes: 'art--shakes',
  Appetizer: 'art--appetizer',
  Meals: 'art--meals',
};

/** A small, stable number from a string, to vary the backdrop and the art's tilt. */
function hashToUnit(seed: string): number {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return (hash % 1000) / 1000;
}

/** Product art on its category's backdrop; falls back to the initial if the image fails. */
export function ProductArt({
  imageUrl,
  title,
  category,
  seed,
  size = 'card',
  priority = false,
}: ProductArtProps) {
  const [failed, setFailed] = useState(false);
  const unit = hashToUnit(seed);
  const style = {
    '--art-angle': `${100 + Math.round(unit * 160)}deg`,
    '--art-tilt': `${Math.round(unit * 16) - 8}deg`,
  } as CSSProperties;

  return (
    <div className={`art art--${size} ${category ? CATEGORY_CLASS[category] : ''}`} style={style}>
      {failed ? (
        <span className="art__fallback" role="img" aria-label={title}>
          {title.charAt(0)}
        </span>
      ) : (
        <img
          className="art__image"
          src={imageUrl}
          alt={title}
          width={256}
          height={256}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}
