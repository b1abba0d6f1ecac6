// The stylesheets of the prerendered pages' own code (src/prerender/public-pages.ts), in the
// shell's stylesheet rather than their lazy chunks': a prerendered page is shown styled before
// any script runs, not after its page's code has come (docs/architecture.md#code-splitting).
// bench/first-load.test.ts fails if one of those pages brings a stylesheet of its own.
import '../features/products/products.css';
import '../features/product-detail/nutrition-panel.css';
import '../features/product-detail/product-detail.css';
import '../shared/ui/product-not-found.css';
import '../shared/ui/quantity-stepper.css';
import '../features/reviews/reviews.css';
import '../features/contact/contact.css';
import '../shared/ui/surface-card.css';
import '../shared/ui/field-error.css';
import '../features/blog/blog.css';
import '../features/legal/legal.css';
import '../shared/offline/offline.css';
