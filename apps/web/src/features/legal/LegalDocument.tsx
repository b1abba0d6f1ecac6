import type { LegalDocumentContent } from './legal-document';
import './legal.css';

export function LegalDocument({ content }: { content: LegalDocumentContent }) {
  return (
    <article className="legal page" aria-labelledby="legal-title">
      <header className="legal__header">
        <span className="eyebrow">Last updated {content.lastUpdated}</span>
        <h1 id="legal-title" className="page-title">
          {content.title}
        </h1>
        <p className="page-lead">{content.intro}</p>
      </header>

      <div className="legal__layout">
        <nav className="legal__toc" aria-label="Sections">
          <ol>
            {content.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading.replace(/^\d+\.\s*/, '')}</a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="legal__body">
          {content.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className="legal__section"
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`}>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
