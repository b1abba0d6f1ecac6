import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../routing/paths';
import { Avatar } from './Avatar';
import './panel.css';
import './sign-in-prompt.css';

interface SignInPromptProps {
  title: string;
  text: string;
  /** A line under the button, such as the sign-up link shoppers get. */
  footer?: ReactNode;
}

/** What a visitor sees on a screen that needs an account: one message and a link to /login. */
export function SignInPrompt({ title, text, footer }: SignInPromptProps) {
  const titleId = useId();
  return (
    <section className="panel sign-in-prompt" aria-labelledby={titleId}>
      <Avatar photo="" name="Guest" size={88} />
      <h1 id={titleId} className="sign-in-prompt__title">
        {title}
      </h1>
      <p className="sign-in-prompt__text">{text}</p>
      <Link to={paths.login.getHref()} className="btn btn-primary">
        Log in
      </Link>
      {footer && <p className="sign-in-prompt__footer">{footer}</p>}
    </section>
  );
}
