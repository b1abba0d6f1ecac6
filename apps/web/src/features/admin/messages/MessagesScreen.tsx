import type { AdminMessage, MessageFilter } from '@gymfuel/contracts';
import { useState } from 'react';
import { failureMessageOf } from '../../../shared/api/failure-message';
import { PagedConsoleList } from '../ConsoleList';
import { ConsoleOutcome, type Outcome } from '../ConsoleOutcome';
import { ConsoleScreenFrame } from '../ConsoleScreenFrame';
import { consoleTimeOf } from '../console-time';
import { useAdminMessages, useMarkMessage } from './api/messages';

const FILTER_LABELS: Record<MessageFilter, string> = {
  unhandled: 'Unhandled messages',
  all: 'All messages',
};
const EMPTY: Record<MessageFilter, string> = {
  unhandled: 'No unhandled messages.',
  all: 'No messages yet.',
};

/** 'Messages' (staff): Contact page messages, newest first, marked handled or unhandled. */
export default function MessagesScreen() {
  // Opens on what is left to answer.
  const [show, setShow] = useState<MessageFilter>('unhandled');
  const messages = useAdminMessages(show);
  const mark = useMarkMessage();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onToggle = (message: AdminMessage) =>
    mark.mutate(
      { messageId: message._id, handled: !message.handled },
      {
        onSuccess: (marked) =>
          setOutcome({
            kind: 'success',
            text: `Message from ${marked.email} marked ${marked.handled ? 'handled' : 'unhandled'}.`,
          }),
        onError: (error) => setOutcome({ kind: 'problem', text: failureMessageOf(error) }),
      },
    );

  return (
    <ConsoleScreenFrame
      title="Messages"
      lead="Messages sent from the Contact page, newest first."
      actions={
        <div className="field console-filter">
          <label htmlFor="messages-show">Show</label>
          <select
            id="messages-show"
            className="console-select"
            value={show}
            onChange={(event) => setShow(event.target.value as MessageFilter)}
          >
            {(Object.keys(FILTER_LABELS) as MessageFilter[]).map((filter) => (
              <option key={filter} value={filter}>
                {FILTER_LABELS[filter]}
              </option>
            ))}
          </select>
        </div>
      }
    >
      <ConsoleOutcome outcome={outcome} />
      <PagedConsoleList
        query={messages}
        noun="messages"
        label="Messages"
        empty={EMPTY[show]}
        more="Show older messages"
      >
        {(message) => (
          <li key={message._id}>
            <article
              className={
                message.handled ? 'console-record console-record--muted' : 'console-record'
              }
              aria-labelledby={`message-${message._id}`}
            >
              <div className="console-record__head">
                <h2 id={`message-${message._id}`} className="console-record__title">
                  From {message.email}
                </h2>
                <span
                  className={
                    message.handled ? 'console-badge console-badge--quiet' : 'console-badge'
                  }
                >
                  {message.handled ? 'Handled' : 'Unhandled'}
                </span>
              </div>
              <p className="console-record__meta">{consoleTimeOf(message.createdAt)}</p>
              <p className="console-record__text">{message.message}</p>
              <div className="console-record__actions">
                <a className="btn btn-ghost" href={`mailto:${message.email}`}>
                  Reply by e-mail
                </a>
                <button
                  type="button"
                  className={message.handled ? 'btn btn-outline' : 'btn btn-primary'}
                  disabled={mark.isPending}
                  onClick={() => onToggle(message)}
                >
                  {message.handled ? 'Mark unhandled' : 'Mark handled'}
                </button>
              </div>
            </article>
          </li>
        )}
      </PagedConsoleList>
    </ConsoleScreenFrame>
  );
}
