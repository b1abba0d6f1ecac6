import AOS from 'aos';
import 'aos/dist/aos.css';

/**
 * Scroll animations default to offset 120, 400 ms, easing 'ease'
 * (docs/product.md#loader-notices-and-motion).
 */
export function initAnimations(): void {
  AOS.init({
    offset: 120,
    duration: 400,
    easing: 'ease',
    // Animate each card in once; replaying on every scroll back up distracts more than it delights.
    once: true,
    disable: () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  });
}
