// The security headers of the shop's responses: pages and the API's answers carry them all,
// files nosniff alone. npm start's static server sends these, and the web image's nginx site
// (apps/web/nginx/default.conf.template) the same, which nginx.test.ts checks against this list.
import { FILTERED_LINK_SCRIPT_HASH } from './filtered-link-script.mjs';

/**
 * Scripts only from this origin (no inline script but the menu's filtered-link mark, allowed by its
 * hash), Google sign-in's client, and Razorpay's in razorpay mode. Inline styles stay allowed: react-hot-toast and the API's reference page inject
 * <style> elements at run time. Frames: Google's sign-in button, the contact page's
 * OpenStreetMap, Razorpay's checkout. The service worker is a script of this origin.
 *
 * @param {'razorpay' | 'simulated'} paymentsProvider
 */
function contentSecurityPolicy(paymentsProvider) {
  const razorpay = paymentsProvider === 'razorpay';
  return [
    "default-src 'self'",
    `script-src 'self' ${FILTERED_LINK_SCRIPT_HASH} https://accounts.google.com/gsi/client${razorpay ? ' https://checkout.razorpay.com' : ''}`,
    "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' https://accounts.google.com/gsi/",
    `frame-src https://accounts.google.com/gsi/ https://www.openstreetmap.org${razorpay ? ' https://api.razorpay.com' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * What a file (a script, stylesheet, font, image, the manifest) carries: the policies above
 * govern a document, and the browser reads them from pages alone. Sent on every file they were
 * about 430 bytes more per response, which on Lighthouse's simulated phone network cost the
 * first screen about one more round trip (LCP 1.65 s → 1.8 s on / and /products).
 */
export const FILE_SECURITY_HEADERS = { 'x-content-type-options': 'nosniff' };

/**
 * The headers of pages (and of the API's answers), named in lower case as Node stores them, so
 * they replace the API's own (helmet) when spread over its answer's headers.
 *
 * @param {'razorpay' | 'simulated'} paymentsProvider
 * @returns {Record<string, string>}
 */
export function securityHeaders(paymentsProvider) {
  return {
    'content-security-policy': contentSecurityPolicy(paymentsProvider),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy':
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), ' +
      'magnetometer=(), microphone=(), midi=(), usb=(), xr-spatial-tracking=()',
  };
}

/**
 * How the shop takes payments, as the API resolves it (apps/api/src/config/payments-config.ts):
 * PAYMENTS_PROVIDER, otherwise Razorpay once a key id is set (an API that defaults to Razorpay
 * without one refuses to start).
 *
 * @param {Record<string, string | undefined>} env
 * @returns {'razorpay' | 'simulated'}
 */
export function paymentsProviderOf(env) {
  const provider = env.PAYMENTS_PROVIDER ?? (env.RAZORPAY_KEY_ID ? 'razorpay' : 'simulated');
  return provider === 'razorpay' ? 'razorpay' : 'simulated';
}
