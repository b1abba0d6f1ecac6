import type { Review } from '@gymfuel/contracts';
import { Avatar } from '../../shared/ui/Avatar';

export function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className="review-card">
      <svg
        className="review-card__quote"
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
      >
        <path
          d="M9.3 25C5.8 25 3 22.1 3 18.4 3 12.2 7.6 7.1 13.5 6l.9 2.2c-3 1-5.2 3.4-5.6 6.2 3.2-.3 5.9 2.2 5.9 5.3 0 2.9-2.4 5.3-5.4 5.3zm15.3 0c-3.5 0-6.3-2.9-6.3-6.6 0-6.2 4.6-11.3 10.5-12.4l.9 2.2c-3 1-5.2 3.4-5.6 6.2 3.2-.3 5.9 2.2 5.9 5.3 0 2.9-2.4 5.3-5.4 5.3z"
          fill="currentColor"
        />
      </svg>
      <blockquote className="review-card__text">{review.review}</blockquote>
      <figcaption className="review-card__author">
        <Avatar photo={review.userPhoto} name={review.userName} size={44} />
        <span className="review-card__name">{review.userName}</span>
      </figcaption>
    </figure>
  );
}
