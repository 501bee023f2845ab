// The Lighthouse bench's two small servers: a static reference page (measured in every round,
// so a slow or busy machine shows in the figures) and a loopback-only HTTP proxy for Chromium
// (nothing leaves the machine; this run's sandbox calls are counted).
import { Buffer } from 'node:buffer';
import http from 'node:http';

/** The services' default address in a build (the sandbox of `npm start`). */
export const BUILT_SANDBOX = '127.0.0.1:4010';

const REFERENCE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Reference page of the Lighthouse bench." />
    <title>Reference page</title>
    <style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#222}h1{font-size:1.75rem}</style>
  </head>
  <body>
    <main>
      <h1>Reference page</h1>
      <p>Static HTML with no scripts, measured in the same run as the storefront pages: when
      this page scores below 100 or shows blocking time, the machine was slow or busy.</p>
    </main>
  </body>
</html>
`;

/** Serves the reference page on `port` of 127.0.0.1. */
export function startReferenceServer(port) {
  const server = http.createServer((request, response) => {
    if (request.url === '/' || request.url === '/index.html') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(REFERENCE_HTML);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((resolveServer) =>
    server.listen(port, '127.0.0.1', () => resolveServer(server)),
  );
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const HOP_BY_HOP = ['proxy-connection', 'proxy-authorization', 'connection', 'keep-alive'];

/**
 * HTTP forward proxy for Chromium: loopback only; calls of this run's sandbox are counted, and
 * any call still sent to the build-time address :4010 goes to this run's sandbox. Each request
 * gets a fresh upstream connection and one retry when the connection fails before an answer
 * (a busy machine sometimes resets one), so a run is not lost to a proxy hiccup.
 */
export function startLoopbackProxy(port, sandboxPort) {
  const blocked = new Set();
  // Answers of this run's sandbox (≥ 500 failed); `builtAddress`: calls sent to :4010.
  const sandboxCalls = { total: 0, failed: 0, builtAddress: 0 };
  const proxyErrors = [];
  const server = http.createServer((request, response) => {
    let target;
    try {
      target = new URL(request.url);
    } catch {
      response.writeHead(400).end('absolute URL expected');
      return;
    }
    if (target.protocol !== 'http:' || !LOOPBACK.has(target.hostname)) {
      blocked.add(target.origin);
      response.writeHead(403, { 'content-type': 'text/plain' }).end('blocked by the bench');
      return;
    }
    const toBuiltAddress = target.host === BUILT_SANDBOX;
    const isSandbox = toBuiltAddress || Number(target.port) === sandboxPort;
    if (toBuiltAddress) sandboxCalls.builtAddress += 1;
    const headers = { ...request.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const forward = (attempt) => {
        const upstream = http.request(
          {
            agent: false,
            host: '127.0.0.1',
            port: isSandbox ? sandboxPort : Number(target.port || 80),
            method: request.method,
            path: `${target.pathname}${target.search}`,
            headers,
          },
          (answer) => {
            if (isSandbox) {
              sandboxCalls.total += 1;
              if ((answer.statusCode ?? 502) >= 500) sandboxCalls.failed += 1;
            }
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        upstream.on('error', (error) => {
          if (response.headersSent) {
            response.destroy(error);
            return;
          }
          if (attempt === 0) {
            forward(1);
            return;
          }
          if (isSandbox) sandboxCalls.failed += 1;
          proxyErrors.push(`${request.method} ${target.href}: ${error.message}`);
          response.writeHead(502, { 'content-type': 'text/plain' });
          response.end(`bench proxy: ${error.message}`);
        });
        upstream.end(body);
      };
      forward(0);
    });
  });
  server.on('connect', (request, socket) => {
    blocked.add(`CONNECT ${request.url}`);
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  return new Promise((resolveServer) =>
    server.listen(port, '127.0.0.1', () =>
      resolveServer({ server, blocked, sandboxCalls, proxyErrors }),
    ),
  );
}
