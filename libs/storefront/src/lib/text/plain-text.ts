const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code =
      body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : entity;
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
}

/**
 * The text of a piece of CMS HTML, as the browser's `textContent` reads it (tags dropped,
 * entities decoded, the content of `<script>`/`<style>` left out), with its white space
 * collapsed and cut to `maxLength`: the product page's meta description, the same on the
 * server as in the browser.
 *
 * @example
 * plainTextOf('<p>Sturdy&nbsp;mailer <b>boxes</b></p>', 160); // 'Sturdy mailer boxes'
 */
export function plainTextOf(html: string, maxLength = Infinity): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => decodeEntity(entity, body));
  return text.replace(/\s+/g, ' ').trim().slice(0, maxLength);
}
