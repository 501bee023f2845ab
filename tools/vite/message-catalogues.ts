import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import MagicString from 'magic-string';
import { parseSync, type Plugin } from 'vite';

/**
 * A message catalogue: a module named `*.messages.ts` or `*.messages.<language>.ts`. Every
 * string in an object literal of such a module is an ICU MessageFormat message.
 */
export const MESSAGE_CATALOGUE_FILE = /\.messages(?:\.[a-z]{2})?\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** The text of a string literal or of a template literal without placeholders, else `undefined`. */
function literalText(node: Node): string | undefined {
  if (node.type === 'Literal' && typeof node['value'] === 'string') return node['value'];
  if (node.type === 'TemplateLiteral' && (node['expressions'] as unknown[]).length === 0) {
    const [quasi] = node['quasis'] as { value: { cooked: string } }[];
    return quasi?.value.cooked;
  }
  return undefined;
}

function keyName(property: Node): string {
  const key = property['key'] as Node;
  return String(key['name'] ?? key['value'] ?? '?');
}

/**
 * Compiles the messages of a catalogue module's source (TypeScript): each string value of an
 * object literal is replaced by Lingui's compiled form of it (`'Hi {name}'` becomes
 * `["Hi ",["name"]]`), so the browser needs no message parser. Answers `undefined` when the
 * module has no message. Throws on a message that is not valid ICU MessageFormat, naming it.
 *
 * @example
 * compileMessageCatalogue("export const m = { hi: 'Hi {name}' };", 'greeting.messages.ts')?.code;
 * // 'export const m = { hi: ["Hi ",["name"]] };'
 */
export function compileMessageCatalogue(
  code: string,
  filename: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | undefined {
  const { program, errors } = parseSync(filename, code);
  if (errors.length > 0) return undefined;
  const output = new MagicString(code);
  let changed = false;
  const visit = (node: Node, path: readonly string[]): void => {
    if (node.type === 'Property' && node['kind'] === 'init' && isNode(node['value'])) {
      const value = node['value'];
      const text = literalText(value);
      const keyPath = [...path, keyName(node)];
      if (text !== undefined) {
        let compiled: unknown;
        try {
          compiled = compileMessageOrThrow(text);
        } catch (error) {
          throw new Error(
            `${filename}: the message ${keyPath.join('.')} is not ICU MessageFormat (${error instanceof Error ? error.message : String(error)})`,
            { cause: error },
          );
        }
        output.overwrite(value.start, value.end, JSON.stringify(compiled));
        changed = true;
        return;
      }
      visit(value, keyPath);
      return;
    }
    for (const child of Object.values(node)) {
      if (Array.isArray(child)) {
        for (const item of child) if (isNode(item)) visit(item, path);
      } else if (isNode(child)) {
        visit(child, path);
      }
    }
  };
  visit(program as unknown as Node, []);
  if (!changed) return undefined;
  return { code: output.toString(), map: output.generateMap({ hires: true, source: filename }) };
}

/**
 * Compiles the message catalogues (`*.messages.ts`) at build time, in every Vite run: app and
 * library builds, the dev server, Vitest and Storybook. The runtime (`@lingui/core`) then
 * only interpolates; its message compiler (≈ 6.5 KiB gzip) never ships.
 *
 * @example
 * defineConfig({ plugins: [messageCatalogues(), react()] });
 */
export function messageCatalogues(): Plugin {
  return {
    name: 'storefront:message-catalogues',
    enforce: 'pre',
    transform: {
      filter: { id: MESSAGE_CATALOGUE_FILE },
      handler(code, id) {
        return compileMessageCatalogue(code, id.split('?')[0] ?? id) ?? null;
      },
    },
  };
}
