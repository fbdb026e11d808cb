#!/usr/bin/env node
// serve.mjs — serve the built lab (web/dist) on localhost and print the
// address. Sends the Content-Security-Policy as a header too, and the
// precompressed twins made at build time (web/precompress.mjs): brotli or
// gzip as the request's Accept-Encoding allows, with Content-Encoding and
// Vary: Accept-Encoding (docs/deploy.md lists the headers a static host needs).
//   node web/serve.mjs [--port N] [--dir DIR]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { join, normalize, extname, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json' };
export const csp = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self' blob:; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors *";

// The encodings the request accepts (q > 0), by its Accept-Encoding header.
export function accepted(header) {
  const ok = new Set();
  for (const part of String(header || '').split(',')) {
    const [name, ...ps] = part.trim().toLowerCase().split(';');
    const q = ps.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && +q.slice(2) === 0)) ok.add(name);
  }
  return ok;
}

async function isFile(p) { try { return (await stat(p)).isFile(); } catch { return false; } }

// The request handler for the files under dist.
export function labHandler(dist) {
  return async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    let p = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    if (p.endsWith('/')) p += 'index.html';
    const file = join(dist, p);
    if (!file.startsWith(dist)) { res.writeHead(403).end(); return; }
    if (!(await isFile(file))) { res.writeHead(404, { 'content-type': 'text/plain' }).end('not found'); return; }
    const ok = accepted(req.headers['accept-encoding']);
    let body = file, encoding = null;
    if (ok.has('br') && await isFile(`${file}.br`)) { body = `${file}.br`; encoding = 'br'; }
    else if (ok.has('gzip') && await isFile(`${file}.gz`)) { body = `${file}.gz`; encoding = 'gzip'; }
    const bytes = await readFile(body);
    const headers = { 'content-type': types[extname(file)] || 'application/octet-stream', 'content-security-policy': csp,
      'x-content-type-options': 'nosniff', 'cache-control': 'no-cache', 'content-length': bytes.length };
    if (encoding) headers['content-encoding'] = encoding;
    if (await isFile(`${file}.br`) || await isFile(`${file}.gz`)) headers.vary = 'Accept-Encoding';
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : bytes);
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const arg = (f) => { const i = process.argv.indexOf(f); return i >= 0 ? process.argv[i + 1] : null; };
  const dist = resolve(arg('--dir') || join(dirname(fileURLToPath(import.meta.url)), 'dist'));
  const port = arg('--port') !== null ? +arg('--port') : +(process.env.PORT || 5173);
  const server = createServer(labHandler(dist));
  // --port 0 picks a free port; the address printed is the real one.
  server.listen(port, '127.0.0.1', () => console.log(`nnscope lab: http://127.0.0.1:${server.address().port}/`));
}
