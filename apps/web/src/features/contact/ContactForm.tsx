import { useState, type FormEvent } from 'react';
import { notify } from '../../shared/ui/notify';
import { TextField } from '../../shared/ui/TextField';
import '../../shared/ui/surface-card.css';
import { useSendContact } from './api/send-contact';

export const FILL_VALID_VALUES_MESSAGE = 'Please fill valid values';
export const FEEDBACK_SENT_MESSAGE = 'Feedback sent!';

export function ContactForm() {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const sendContact = useSendContact();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // docs/product.md#contact: an empty field is flagged, yet the request is still sent (the
    // server then refuses it), and a failure shows nothing.
    if (!email.trim() || !message.trim()) notify.error(FILL_VALID_VALUES_MESSAGE);
    sendContact.mutate(
      { email, message },
      {
        onSuccess: () => {
          notify.success(FEEDBACK_SENT_MESSAGE);
          setEmail('');
          setMessage('');
        },
      },
    );
  };

  return (
    <form
      id="contact-form"
      className="surface-card contact-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="contact-form__title">
        Send us a message
      </h2>
      <TextField
        id="contact-email"
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onValueChange={setEmail}
      />
      <div className="field">
        <label htmlFor="contact-message">Message</label>
        <textarea
          id="contact-message"
          name="message"
          rows={5}
          placeholder="How can we help?"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>
      <p className="contact-form__note">
        All your requests are recorded and may take time to respond.
      </p>
      <button
        type="submit"
        className="btn btn-primary contact-form__submit"
        disabled={sendContact.isPending}
      >
        Send
      </button>
    </form>
  );
}
