import { type AdminReview } from '@gymfuel/contracts';
import { useState } from 'react';
import { failureMessageOf } from '../../../shared/api/failure-message';
import { ConsoleList } from '../ConsoleList';
import { ConsoleOutcome, type Outcome } from '../ConsoleOutcome';
import { ConsoleScreenFrame } from '../ConsoleScreenFrame';
import { consoleTimeOf } from '../console-time';
import { HideReviewForm } from './HideReviewForm';
import { useAdminReviews, useReviewVisibility, type ReviewVisibilityRequest } from './api/reviews';

/** 'Reviews' (staff): every review, newest first; hide one with a reason, or show it again. */
export default function ReviewsScreen() {
  const reviews = useAdminReviews();
  const visibility = useReviewVisibility();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const change = (request: ReviewVisibilityRequest, onDone?: () => void) =>
    visibility.mutate(request, {
      onSuccess: (review) => {
        onDone?.();
        setOutcome({
          kind: 'success',
          text: `Review by ${review.userName} ${review.hidden ? 'hidden' : 'shown again'}.`,
        });
      },
      onError: (error) => setOutcome({ kind: 'problem', text: failureMessageOf(error) }),
    });

  return (
    <ConsoleScreenFrame
      title="Reviews"
      lead="Every review, newest first. A hidden review is no longer shown to shoppers."
    >
      <ConsoleOutcome outcome={outcome} />
      <ConsoleList query={reviews} noun="reviews" label="Reviews" empty="No reviews yet.">
        {(review: AdminReview) => (
          <li key={review._id}>
            <article
              className={review.hidden ? 'console-record console-record--muted' : 'console-record'}
              aria-labelledby={`review-${review._id}`}
            >
              <div className="console-record__head">
                <h2 id={`review-${review._id}`} className="console-record__title">
                  Review by {review.userName}
                </h2>
                <span
                  className={review.hidden ? 'console-badge console-badge--warn' : 'console-badge'}
                >
                  {review.hidden ? 'Hidden' : 'Shown'}
                </span>
              </div>
              <p className="console-record__meta">{consoleTimeOf(review.createdAt)}</p>
              <p className="console-record__text">{review.review}</p>
              {review.hidden ? (
                <>
                  <p className="console-record__meta">
                    Hidden by {review.hidden.by} on {consoleTimeOf(review.hidden.at)}:{' '}
                    {review.hidden.reason}
                  </p>
                  <div className="console-record__actions">
                    <button
                      type="button"
                      className="btn btn-outline"
                      disabled={visibility.isPending}
                      onClick={() => change({ action: 'show', reviewId: review._id })}
                    >
                      Show again
                    </button>
                  </div>
                </>
              ) : (
                <HideReviewForm
                  reviewId={review._id}
                  busy={visibility.isPending}
                  onHide={(reason, onDone) =>
                    change({ action: 'hide', reviewId: review._id, reason }, onDone)
                  }
                />
              )}
            </article>
          </li>
        )}
      </ConsoleList>
    </ConsoleScreenFrame>
  );
}
