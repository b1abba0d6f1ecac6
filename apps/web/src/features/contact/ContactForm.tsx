import { CONTACT_MESSAGE_MAX_LENGTH, EMAIL_MAX_LENGTH } from '@gymfuel/contracts';
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  fieldProblemsOf,
  firstProblemField,
  type FieldProblems,
} from '../../shared/forms/field-problems';
import { FieldError, invalidFieldProps } from '../../shared/ui/FieldError';
import { notify } from '../../shared/ui/notify';
import { TextField } from '../../shared/ui/TextField';
import '../../shared/ui/surface-card.css';
import { useSendContact } from './api/send-contact';

export const FILL_VALID_VALUES_MESSAGE = 'Please fill valid values';
export const FEEDBACK_SENT_MESSAGE = 'Feedback sent!';

const FIELD_LABELS = { email: 'Email', message: 'Message' } as const;
type ContactField = keyof typeof FIELD_LABELS;
const fieldId = (field: ContactField) => `contact-${field}`;

export function ContactForm() {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<FieldProblems<ContactField>>({});
  const sendContact = useSendContact();

  const edit = (field: ContactField, setValue: (value: string) => void) => (value: string) => {
    setValue(value);
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // docs/product.md#contact: an empty field is flagged, yet the request is still sent (the
    // server then refuses it). A failure raises no notice; a refused field says why beside it.
    if (!email.trim() || !message.trim()) notify.error(FILL_VALID_VALUES_MESSAGE);
    sendContact.mutate(
      { email, message },
      {
        onSuccess: () => {
          notify.success(FEEDBACK_SENT_MESSAGE);
          setEmail('');
          setMessage('');
          setProblems({});
        },
        onError: (error) => {
          const refused = fieldProblemsOf(error, FIELD_LABELS);
          flushSync(() => setProblems(refused));
          const first = firstProblemField(refused, FIELD_LABELS);
          if (first) document.getElementById(fieldId(first))?.focus();
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
      {/* The form is named by this heading, so it must not contain a field's label ('message'):
          a lookup by label would find the form as well as its field. */}
      <h2 id="contact-form-title" className="contact-form__title">
        Write to us
      </h2>
      <TextField
        id={fieldId('email')}
        label={FIELD_LABELS.email}
        name="email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        maxLength={EMAIL_MAX_LENGTH}
        value={email}
        onValueChange={edit('email', setEmail)}
        problem={problems.email}
      />
      <div className="field">
        <label htmlFor={fieldId('message')}>{FIELD_LABELS.message}</label>
        <textarea
          id={fieldId('message')}
          name="message"
          rows={5}
          placeholder="How can we help?"
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          value={message}
          {...invalidFieldProps(fieldId('message'), problems.message)}
          onChange={(event) => edit('message', setMessage)(event.target.value)}
        />
        <FieldError fieldId={fieldId('message')} problem={problems.message} />
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
