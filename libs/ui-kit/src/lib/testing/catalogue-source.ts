type Token = string | [name: string, type?: string, format?: unknown];

function sourceOf(message: readonly Token[]): string {
  return message
    .map((token) => {
      if (typeof token === 'string') return token;
      const [name, type, format] = token;
      if (type === undefined) return `{${name}}`;
      if (typeof format !== 'object' || format === null) return `{${name}, ${type}}`;
      const branches = Object.entries(format)
        .filter(([, branch]) => Array.isArray(branch))
        .map(([key, branch]) => `${/^\d+$/.test(key) ? `=${key}` : key} {${sourceOf(branch)}}`);
      return `{${name}, ${type}, ${branches.join(' ')}}`;
    })
    .join('');
}

/**
 * A catalogue as it was written: the messages that `tools/vite/message-catalogues.ts`
 * compiled turned back into MessageFormat text (`["Hi ",["name"]]` → `'Hi {name}'`), for
 * tests that compare a catalogue's texts or keys.
 *
 * @example
 * expect(catalogueSource(cartMessages).en.delivery.noMethods).toBe('No shipping methods available');
 */
export function catalogueSource<Catalogue extends object>(catalogue: Catalogue): Catalogue {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => [
      key,
      Array.isArray(value)
        ? sourceOf(value as Token[])
        : typeof value === 'object' && value !== null
          ? catalogueSource(value as object)
          : value,
    ]),
  ) as Catalogue;
}
