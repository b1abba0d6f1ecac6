import { productArtUrl } from '@gymfuel/contracts';
import { BLOG_ARTICLES } from '../../shared/content/blog-articles';
import './blog.css';

export function BlogPage() {
  return (
    <div className="blog page">
      <header>
        <span className="eyebrow">The GymFuel blog</span>
        <h1 className="page-title">Eat well, train better</h1>
        <p className="page-lead">Short, practical reads on nutrition for people who train.</p>
      </header>

      <div className="blog__list">
        {BLOG_ARTICLES.map((article) => (
          <article
            key={article.slug}
            id={article.slug}
            className="blog__article"
            aria-labelledby={`${article.slug}-title`}
          >
            <div className="blog__art" aria-hidden="true">
              <img src={productArtUrl(article.art)} alt="" width={160} height={160} />
            </div>
            <div className="blog__content">
              <p className="blog__meta">
                <span className="blog__tag">{article.tag}</span>
                <span>{article.readMinutes} min read</span>
              </p>
              <h2 id={`${article.slug}-title`}>{article.title}</h2>
              <p className="blog__excerpt">{article.excerpt}</p>
              {article.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </article>
        ))}
      </div>
    </div>
  );
}
