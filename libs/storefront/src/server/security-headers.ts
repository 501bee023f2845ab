import type { ServiceEndpoints } from '../lib/config/sandbox-endpoints';

/** A fresh nonce for one response's inline scripts (128 random bits, base64). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The distinct origins of the services the browser calls (for `connect-src` and `img-src`). */
function serviceOrigins(endpoints: ServiceEndpoints): string[] {
  const origins = new Set<string>();
  for (const value of Object.values(endpoints)) {
    if (typeof value !== 'string' || !/^https?:\/\//.test(value)) continue;
    origins.add(new URL(value).origin);
  }
  return [...origins].sort();
}

/**
 * The security headers of every page: a Content-Security-Policy whose scripts are the
 * server's own files and the inline ones carrying this response's nonce, services and images
 * from the configured service origins only, no framing by other sites; no MIME sniffing; the
 * referrer's path never leaves the site.
 *
 * @example
 * securityHeaders(resolveServiceEndpoints(process.env), createNonce());
 */
export function securityHeaders(
  endpoints: ServiceEndpoints,
  nonce: string,
): Record<string, string> {
  const services = serviceOrigins(endpoints).join(' ');
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Inline styles are allowed: style attributes (React's `style` props, the canvas editor)
    // and the document's own stylesheet, which the production server inlines. A nonce here
    // would make browsers ignore 'unsafe-inline' and drop the style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${services}`,
    "font-src 'self' data:",
    `connect-src 'self' ${services}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
  };
}
