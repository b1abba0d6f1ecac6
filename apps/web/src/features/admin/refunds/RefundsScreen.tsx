import { formatInr, type AdminRefund } from '@gymfuel/contracts';
import { useState } from 'react';
import { failureMessageOf } from '../../../shared/api/failure-message';
import { ConsoleList } from '../ConsoleList';
import { ConsoleOutcome, type Outcome } from '../ConsoleOutcome';
import { ConsoleScreenFrame } from '../ConsoleScreenFrame';
import { consoleTimeOf } from '../console-time';
import { useAdminRefunds, useRetryRefund } from './api/refunds';

const STATUS_LABELS = { pending: 'Pending', processed: 'Processed', failed: 'Failed' } as const;

/** What a retry came to, in words: pending again with the provider, processed, or failed again. */
const RETRY_OUTCOMES = {
  pending: 'pending with the payment provider',
  processed: 'processed',
  failed: 'failed again',
} as const;

/** 'Refunds' (staff): pending and failed refunds of cancelled orders, and a retry for each. */
export default function RefundsScreen() {
  const refunds = useAdminRefunds();
  const retry = useRetryRefund();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onRetry = (orderId: string) =>
    retry.mutate(orderId, {
      onSuccess: (refund) =>
        setOutcome({
          kind: 'success',
          text: `Refund of order ${refund.orderId} retried: ${RETRY_OUTCOMES[refund.status]}.`,
        }),
      onError: (error) => setOutcome({ kind: 'problem', text: failureMessageOf(error) }),
    });

  return (
    <ConsoleScreenFrame
      title="Refunds"
      lead="Refunds of cancelled orders that are still pending or have failed, newest first."
    >
      <ConsoleOutcome outcome={outcome} />
      <ConsoleList
        query={refunds}
        noun="refunds"
        label="Pending and failed refunds"
        empty="No pending or failed refunds."
      >
        {(refund) => (
          <RefundCard
            key={refund.orderId}
            refund={refund}
            retrying={retry.isPending && retry.variables === refund.orderId}
            disabled={retry.isPending}
            onRetry={() => onRetry(refund.orderId)}
          />
        )}
      </ConsoleList>
    </ConsoleScreenFrame>
  );
}

interface RefundCardProps {
  refund: AdminRefund;
  retrying: boolean;
  disabled: boolean;
  onRetry: () => void;
}

function RefundCard({ refund, retrying, disabled, onRetry }: RefundCardProps) {
  const titleId = `refund-${refund.orderId}`;
  return (
    <li>
      <article className="console-record" aria-labelledby={titleId}>
        <div className="console-record__head">
          <h2 id={titleId} className="console-record__title">
            Order {refund.orderId}
          </h2>
          <span
            className={
              refund.status === 'failed' ? 'console-badge console-badge--warn' : 'console-badge'
            }
          >
            {STATUS_LABELS[refund.status]}
          </span>
        </div>
        {refund.duplicateOf && (
          // Not on the board (it has no slot): say why there is no order to find there.
          <p className="console-record__meta">
            Duplicate payment of order {refund.duplicateOf} (the same cart paid twice): this payment
            is refunded, and order {refund.duplicateOf} stands.
          </p>
        )}
        <dl className="console-record__facts">
          <div>
            <dt>Amount</dt>
            <dd>{formatInr(refund.amount)}</dd>
          </div>
          <div>
            <dt>Shopper</dt>
            <dd>{refund.userName}</dd>
          </div>
          <div>
            <dt>Attempts</dt>
            <dd>{refund.attempts}</dd>
          </div>
          <div>
            <dt>Started</dt>
            <dd>{consoleTimeOf(refund.createdAt)}</dd>
          </div>
          {refund.nextAttemptAt && (
            <div>
              <dt>Next try</dt>
              <dd>{consoleTimeOf(refund.nextAttemptAt)}</dd>
            </div>
          )}
        </dl>
        {refund.lastError && <p className="console-record__meta">Last error: {refund.lastError}</p>}
        {refund.withProvider && (
          <p className="console-record__meta">With the payment provider: its answer is awaited.</p>
        )}
        {refund.retryable && (
          <div className="console-record__actions">
            <button type="button" className="btn btn-primary" disabled={disabled} onClick={onRetry}>
              {retrying ? 'Retrying…' : 'Retry'}
            </button>
          </div>
        )}
      </article>
    </li>
  );
}
