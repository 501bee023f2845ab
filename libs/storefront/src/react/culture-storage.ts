/** Where the shopper's chosen culture is kept between visits. */
export const CULTURE_STORAGE_KEY = 'storefront.culture';

/** The stored culture, or null when there is none or storage is unavailable. */
export function readStoredCulture(): string | null {
  try {
    return window.localStorage.getItem(CULTURE_STORAGE_KEY);
  } catch {
    return null;
  }
}
