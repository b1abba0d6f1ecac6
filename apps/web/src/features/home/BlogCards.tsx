import { productArtUrl } from '@gymfuel/contracts';
import { Link } from 'react-router-dom';
import { BLOG_ARTICLES } from '../../shared/content/blog-articles';
import { paths } from '../../shared/routing/paths';
import { cardAnimation } from '../../shared/ui/animation';
import '../../shared/ui/lift-card.css';

export function BlogCards() {
  return (
    <section className="home-section" aria-labelledby="home-blog-title">
      <div className="home-section__inner">
        <header className="home-section__header">
          <span className="eyebrow">Blog</span>
          <h2 id="home-blog-title">From our blog</h2>
          <p className="home-section__lead">
            Practical nutrition tips from our kitchen to your training plan.
          </p>
        </header>
        <div className="home-blog__grid">
          {BLOG_ARTICLES.map((article) => (
            <article
              key={article.slug}
              className="lift-card home-blog__card"
              {...cardAnimation('fade-up')}
            >
              <div className="home-blog__art" aria-hidden="true">
                <img
                  src={productArtUrl(article.art)}
                  alt=""
                  width={120}
                  height={120}
                  loading="lazy"
                />
              </div>
              <div className="home-blog__body">
                <p className="home-blog__meta">
                  {article.tag} · {article.readMinutes} min read
                </p>
                <h3 className="home-blog__title">
                  <Link to={paths.blog.getHref()} className="home-blog__link">
                    {article.title}
                  </Link>
                </h3>
                <p className="home-blog__excerpt">{article.excerpt}</p>
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
