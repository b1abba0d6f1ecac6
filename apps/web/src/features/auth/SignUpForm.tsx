import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_BYTES,
  PHONE_INPUT_MAX_LENGTH,
  USER_NAME_MAX_LENGTH,
} from '@gymfuel/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../shared/auth/auth-context';
import { useFieldProblems } from '../../shared/forms/useFieldProblems';
import { paths } from '../../shared/routing/paths';
import { notify } from '../../shared/ui/notify';
import { TextField } from '../../shared/ui/TextField';
import { useSignUp } from './api/sign-up';
import { signUpFailureFor } from './sign-up-outcome';
import { validateSignUp, type SignUpForm as SignUpFields } from './validate-sign-up';

const EMPTY_FORM: SignUpFields = {
  userName: '',
  email: '',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
  acceptedTerms: false,
};

type TextFieldName = Exclude<keyof SignUpFields, 'acceptedTerms'>;

/**
 * maxLength as the contracts allow. The phone's is the formatted length ('+91 98765 43210' is
 * never cut before it is normalised); the passwords' is the contract's limit in bytes, which no
 * longer password can meet (one within it in characters but not in bytes gets the rule's message).
 */
const TEXT_FIELDS: ReadonlyArray<{
  name: TextFieldName;
  label: string;
  type: string;
  autoComplete: string;
  inputMode?: 'tel';
  placeholder?: string;
  maxLength?: number;
}> = [
  {
    name: 'userName',
    label: 'Name',
    type: 'text',
    autoComplete: 'name',
    maxLength: USER_NAME_MAX_LENGTH,
  },
  {
    name: 'email',
    label: 'Email address',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'you@example.com',
    maxLength: EMAIL_MAX_LENGTH,
  },
  {
    name: 'phoneNumber',
    label: 'Phone number',
    type: 'tel',
    autoComplete: 'tel-national',
    // The phone keypad: it has '+' and the space a formatted number may carry.
    inputMode: 'tel',
    placeholder: '10-digit mobile number',
    maxLength: PHONE_INPUT_MAX_LENGTH,
  },
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    maxLength: PASSWORD_MAX_BYTES,
  },
  {
    name: 'confirmPassword',
    label: 'Confirm Password',
    type: 'password',
    autoComplete: 'new-password',
    maxLength: PASSWORD_MAX_BYTES,
  },
];

const FIELD_LABELS = Object.fromEntries(
  TEXT_FIELDS.map((field) => [field.name, field.label]),
) as Record<TextFieldName, string>;

const inputIdOf = (name: TextFieldName) => `signup-${name}`;

export function SignUpForm() {
  const [form, setForm] = useState(EMPTY_FORM);
  const [problem, setProblem] = useState<string | null>(null);
  // 'Required !' waits until the shopper tried to send the form or left the box unticked.
  const [termsPrompted, setTermsPrompted] = useState(false);
  const { setUser } = useAuth();
  const signUp = useSignUp();
  const fieldProblems = useFieldProblems(FIELD_LABELS, inputIdOf);

  const onTextChange = (name: TextFieldName) => (value: string) => {
    fieldProblems.clear(name);
    setForm((current) => ({ ...current, [name]: value }));
  };

  const showTermsRequired = termsPrompted && !form.acceptedTerms;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateSignUp(form);
    setProblem(invalid);
    if (invalid) return;
    const { userName, email, phoneNumber, password } = form;
    signUp.mutate(
      { userName, email, phoneNumber, password },
      {
        onSuccess: ({ data, message }) => {
          notify.success(message);
          setUser(data);
        },
        onError: (error) => {
          if (!fieldProblems.showFrom(error)) notify.error(signUpFailureFor(error));
        },
      },
    );
  };

  return (
    <form className="auth__form" onSubmit={onSubmit} aria-label="Sign up">
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field.name}
          id={inputIdOf(field.name)}
          label={field.label}
          name={field.name}
          type={field.type}
          autoComplete={field.autoComplete}
          inputMode={field.inputMode}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          required
          value={form[field.name]}
          onValueChange={onTextChange(field.name)}
          problem={fieldProblems.problems[field.name]}
        />
      ))}

      <div className="auth__terms">
        <input
          id="signup-terms"
          type="checkbox"
          checked={form.acceptedTerms}
          aria-invalid={showTermsRequired || undefined}
          aria-describedby={showTermsRequired ? 'signup-terms-required' : undefined}
          onChange={(event) => {
            setTermsPrompted(true);
            setForm((current) => ({ ...current, acceptedTerms: event.target.checked }));
          }}
          onBlur={() => setTermsPrompted(true)}
        />
        <label htmlFor="signup-terms">
          I accept the <Link to={paths.terms.getHref()}>terms and conditions</Link>
        </label>
        {showTermsRequired && (
          <span id="signup-terms-required" className="auth__required">
            Required !
          </span>
        )}
      </div>

      {problem && (
        <p className="auth__problem" role="alert">
          {problem}
        </p>
      )}

      <button
        type="submit"
        className="btn btn-primary auth__submit"
        disabled={signUp.isPending}
        // Also reached by Enter in a field, and before the browser's own required checks.
        onClick={() => setTermsPrompted(true)}
      >
        {signUp.isPending ? 'Creating your account…' : 'Sign up'}
      </button>
    </form>
  );
}
