import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../shared/auth/auth-context';
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

const TEXT_FIELDS: ReadonlyArray<{
  name: TextFieldName;
  label: string;
  type: string;
  autoComplete: string;
  inputMode?: 'numeric';
  placeholder?: string;
}> = [
  { name: 'userName', label: 'Name', type: 'text', autoComplete: 'name' },
  {
    name: 'email',
    label: 'Email address',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'you@example.com',
  },
  {
    name: 'phoneNumber',
    label: 'Phone number',
    type: 'tel',
    autoComplete: 'tel-national',
    inputMode: 'numeric',
    placeholder: '10-digit mobile number',
  },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    label: 'Confirm Password',
    type: 'password',
    autoComplete: 'new-password',
  },
];

export function SignUpForm() {
  const [form, setForm] = useState(EMPTY_FORM);
  const [problem, setProblem] = useState<string | null>(null);
  const { setUser } = useAuth();
  const signUp = useSignUp();

  const onTextChange = (name: TextFieldName) => (value: string) =>
    setForm((current) => ({ ...current, [name]: value }));

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
        onError: (error) => notify.error(signUpFailureFor(error)),
      },
    );
  };

  return (
    <form className="auth__form" onSubmit={onSubmit} aria-label="Sign up">
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field.name}
          id={`signup-${field.name}`}
          label={field.label}
          name={field.name}
          type={field.type}
          autoComplete={field.autoComplete}
          inputMode={field.inputMode}
          placeholder={field.placeholder}
          required
          value={form[field.name]}
          onValueChange={onTextChange(field.name)}
        />
      ))}

      <div className="auth__terms">
        <input
          id="signup-terms"
          type="checkbox"
          checked={form.acceptedTerms}
          onChange={(event) =>
            setForm((current) => ({ ...current, acceptedTerms: event.target.checked }))
          }
        />
        <label htmlFor="signup-terms">
          I accept the <Link to={paths.terms.getHref()}>terms and conditions</Link>
        </label>
        {!form.acceptedTerms && <span className="auth__required">Required !</span>}
      </div>

      {problem && (
        <p className="auth__problem" role="alert">
          {problem}
        </p>
      )}

      <button type="submit" className="btn btn-primary auth__submit" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating your account…' : 'Sign up'}
      </button>
    </form>
  );
}
