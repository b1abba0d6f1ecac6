import { Suspense, type ReactNode } from 'react';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { useAuth } from '../shared/auth/auth-context';
import { mayOpen, type ConsoleAccess } from '../shared/auth/roles';
import { pageHead } from '../shared/routing/page-head';
import { usePageHead } from '../shared/routing/usePageHead';
import { Loader } from '../shared/ui/Loader';
import { SessionWait } from '../shared/auth/SessionWait';

interface ConsoleGateProps {
  access: ConsoleAccess;
  /** The screen's name for the document title; the outer gate has none and leaves it to its child. */
  title?: string;
  /** A lazy part of the console: rendered, and so downloaded, only once the gate lets it in. */
  children: ReactNode;
}

/**
 * Guards the operator console and each of its screens: anyone who may not open it gets the 404
 * page, as if it did not exist, and never downloads its code. The API refuses them on its own
 * (401/403); this only spares them a screen that would be refused. The gate names the page
 * itself, as routes under it carry no title (a refused visitor must read 'Page Not Found').
 */
export function ConsoleGate({ access, title, children }: ConsoleGateProps) {
  const { user, isLoading } = useAuth();
  const allowed = mayOpen(user, access);
  const shownHead = !allowed ? pageHead('Page Not Found') : title ? pageHead(title) : undefined;
  usePageHead(isLoading ? undefined : shownHead);
  if (isLoading) return <SessionWait fullScreen />;
  if (!allowed) return <NotFoundPage />;
  return <Suspense fallback={<Loader />}>{children}</Suspense>;
}
