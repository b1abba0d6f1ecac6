import { useReviews } from '../../shared/api/get-reviews';
import { Loader } from '../../shared/ui/Loader';
import { ReviewCard } from './ReviewCard';
import './reviews.css';

export function ReviewsPage() {
  const { data: reviews = [], isPending, isError } = useReviews();

  return (
    <div className="reviews page">
      <header className="reviews__header">
        <span className="eyebrow">What our members say</span>
        <h1 className="page-title">Review</h1>
        <p className="page-lead">Honest words from gym-goers who fuel up with GymFuel.</p>
      </header>

      {isPending ? (
        // The reviews are the page (they are not prerendered: the build cannot know them). A
        // screen-high wait keeps the footer below the fold, so their arrival pushes nothing
        // the shopper sees (a layout shift).
        <Loader label="Loading reviews" fullScreen />
      ) : isError ? (
        <p className="reviews__empty">
          Reviews could not be loaded right now. Please try again later.
        </p>
      ) : reviews.length > 0 ? (
        <div className="reviews__grid">
          {reviews.map((review) => (
            <ReviewCard key={review._id} review={review} />
          ))}
        </div>
      ) : (
        <p className="reviews__empty">
          No reviews yet. Be the first to share yours after your order arrives.
        </p>
      )}

      <div className="reviews__more">
        {/* docs/product.md#reviews-page: the Load Reviews button does nothing. */}
        <button type="button" className="btn btn-outline">
          Load Reviews
        </button>
      </div>
    </div>
  );
}
