// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createServer, preview, type PreviewServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMANENT_REDIRECTS } from '../lib/routing/redirects';
import { storefrontRedirectsPlugin } from './storefront-redirects';

// A real `vite` dev server and a real `vite preview` server on ports the OS hands out, each
// with the plugin and an app whose HTML fallback would otherwise answer every path with 200.
let root: string;
let outDir: string;
let dev: ViteDevServer;
let previewServer: PreviewServer;
const origins: Record<'dev' | 'preview', string> = { dev: '', preview: '' };

function originOf(server: { httpServer: unknown }): string {
  const address = (server.httpServer as { address(): AddressInfo }).address();
  return `http://127.0.0.1:${address.port}`;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'storefront-redirects-'));
  const html = '<!doctype html><html><body><div id="root"></div></body></html>';
  writeFileSync(join(root, 'index.html'), html);
  const common = {
    root,
    configFile: false as const,
    logLevel: 'silent' as const,
    plugins: [storefrontRedirectsPlugin()],
  };
  dev = await createServer({ ...common, server: { host: '127.0.0.1', port: 0 } });
  await dev.listen();
  origins.dev = originOf(dev);
  // `vite preview` serves a build folder; the HTML alone is enough for the fallback.
  outDir = mkdtempSync(join(tmpdir(), 'storefront-redirects-dist-'));
  writeFileSync(join(outDir, 'index.html'), html);
  previewServer = await preview({
    ...common,
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0 },
  });
  origins.preview = originOf(previewServer);
}, 60_000);

afterAll(async () => {
  await dev?.close();
  await previewServer?.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
});

describe.each(['dev', 'preview'] as const)('the redirects plugin in %s', (server) => {
  it.each(Object.entries(PERMANENT_REDIRECTS))('answers %s with 301 to %s', async (from, to) => {
    const response = await fetch(`${origins[server]}${from}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  it('keeps the query (the showroom’s linkID) in the Location', async () => {
    const response = await fetch(
      `${origins[server]}/product/gable-box-sample?linkID=SR-9&quantity=1`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(
      '/product/custom-gable-box-sample?linkID=SR-9&quantity=1',
    );
  });

  it('leaves every other path to the app (the HTML fallback answers 200)', async () => {
    for (const path of ['/product/custom-mailer-box-sample', '/product/shipping-box-sample', '/']) {
      const response = await fetch(`${origins[server]}${path}`, {
        redirect: 'manual',
        headers: { accept: 'text/html' },
      });
      expect(response.status, path).toBe(200);
    }
  });

  it('does not redirect a POST', async () => {
    const response = await fetch(`${origins[server]}/product/mailer-box-sample`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(response.status).not.toBe(301);
  });
});
