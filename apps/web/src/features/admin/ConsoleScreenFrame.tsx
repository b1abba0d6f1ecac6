import { useId, type ReactNode } from 'react';

interface ConsoleScreenFrameProps {
  /** The screen's heading, as its tab names it. */
  title: string;
  /** One line under the heading saying what the screen is for. */
  lead?: string;
  /** Controls beside the heading (a filter, a 'New' button). */
  actions?: ReactNode;
  children: ReactNode;
}

/** Every console screen's frame: the page heading (h1), its lead and actions, then the screen. */
export function ConsoleScreenFrame({ title, lead, actions, children }: ConsoleScreenFrameProps) {
  const titleId = useId();
  return (
    <section className="console-screen" aria-labelledby={titleId}>
      <header className="console-screen__header">
        <div>
          <h1 id={titleId} className="console-screen__title">
            {title}
          </h1>
          {lead && <p className="console-screen__lead">{lead}</p>}
        </div>
        {actions && <div className="console-screen__actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
