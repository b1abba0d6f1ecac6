import { useEffect, useRef, type ReactNode } from 'react';

/**
 * What replaces a sent form (the reset link is on its way, the password is changed). It takes
 * the focus the vanished submit button had, so keyboard and screen-reader users land on it.
 */
export function AuthNotice({ message, children }: { message: string; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="auth__notice" tabIndex={-1}>
      <p className="auth__notice-message" role="status">
        {message}
      </p>
      {children}
    </div>
  );
}
