import { REVIEW_MAX_LENGTH, type OrderLine, type PublicUser } from '@gymfuel/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useFieldProblems } from '../../shared/forms/useFieldProblems';
import { paths } from '../../shared/routing/paths';
import { FieldError, fieldErrorId } from '../../shared/ui/FieldError';
import { notify } from '../../shared/ui/notify';
import { useAddReview } from './api/add-review';
import { EMPTY_REVIEW_MESSAGE, REVIEW_ADDED_MESSAGE, REVIEW_FAILED_MESSAGE } from './messages';

interface ReviewFormProps {
  user: PublicUser;
  orderId: string;
  line: OrderLine;
}

const REVIEW_FIELD_LABELS = { review: 'Review' } as const;

/** A Delivered order's line can be reviewed, once (docs/product.md#reviews). */
export function ReviewForm({ user, orderId, line }: ReviewFormProps) {
  const fieldId = useId();
  const countId = useId();
  const [text, setText] = useState('');
  const [isReviewed, setReviewed] = useState(false);
  const addReview = useAddReview();
  const fieldProblems = useFieldProblems(REVIEW_FIELD_LABELS, () => fieldId);
  const problem = fieldProblems.problems.review;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const review = text.trim();
    if (!review) return notify.error(EMPTY_REVIEW_MESSAGE);
    addReview.mutate(
      {
        productId: line.productId,
        review,
        orderId,
        userId: user._id,
        userName: user.userName,
        userPhoto: user.userPhoto,
      },
      {
        onSuccess: () => {
          notify.success(REVIEW_ADDED_MESSAGE);
          setReviewed(true);
        },
        // A text the server refuses is said at the field; the spec's words for anything else.
        onError: (error) => {
          if (!fieldProblems.showFrom(error)) notify.error(REVIEW_FAILED_MESSAGE);
        },
      },
    );
  };

  if (isReviewed) {
    return (
      <p className="review-form__done">
        Thanks for your review! It is on the <Link to={paths.review.getHref()}>Reviews page</Link>.
      </p>
    );
  }
  return (
    <form className="review-form" onSubmit={submit} noValidate>
      <label htmlFor={fieldId} className="review-form__label">
        Review {line.productName}
      </label>
      <div className="review-form__row">
        <textarea
          id={fieldId}
          className="review-form__field"
          rows={2}
          maxLength={REVIEW_MAX_LENGTH}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${fieldErrorId(fieldId)} ${countId}` : countId}
          placeholder="How did it taste? Would you order it again?"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            fieldProblems.clear('review');
          }}
        />
        <button
          type="submit"
          className="btn btn-outline review-form__submit"
          disabled={addReview.isPending}
        >
          Submit review
        </button>
      </div>
      <FieldError fieldId={fieldId} problem={problem} />
      <p id={countId} className="review-form__count">
        {text.length} / {REVIEW_MAX_LENGTH}
      </p>
    </form>
  );
}
