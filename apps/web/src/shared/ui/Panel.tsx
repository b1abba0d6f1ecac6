import { useId, type ReactNode } from 'react';
import './panel.css';

/** A dashboard view's card, named by its heading. The lead line goes in children as `.panel__lead`. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h1 id={titleId} className="panel__title">
        {title}
      </h1>
      {children}
    </section>
  );
}
