/** Where the shopper's chosen culture is kept between visits (localStorage and a cookie). */
export const CULTURE_STORAGE_KEY = 'storefront.culture';

/** A year: the choice outlives the session, as the localStorage entry does. */
const CULTURE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The stored culture, or null when there is none or storage is unavailable. */
export function readStoredCulture(): string | null {
  try {
    return window.localStorage.getItem(CULTURE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Keeps the chosen culture in localStorage and in a cookie, so the server renders the next
 * page in it (the server reads the cookie, never a token).
 */
export function storeCulture(culture: string): void {
  try {
    window.localStorage.setItem(CULTURE_STORAGE_KEY, culture);
  } catch {
    // Storage may be unavailable (private mode); the cookie still carries the choice.
  }
  document.cookie = `${CULTURE_STORAGE_KEY}=${encodeURIComponent(culture)}; Path=/; Max-Age=${CULTURE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** The culture cookie of a request's `Cookie` header, or null. */
export function cultureFromCookieHeader(header: string | null | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CULTURE_STORAGE_KEY) return decodeURIComponent(value.join('='));
  }
  return null;
}
