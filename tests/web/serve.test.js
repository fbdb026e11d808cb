import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, writeFileSync, mkdirSync, rmSync, existsSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, get } from 'node:http';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { precompress } from '../../web/precompress.mjs';
import { labHandler, accepted } from '../../web/serve.mjs';
import { root } from './helpers.js';

// A raw GET (no client-side decoding): status, headers, body bytes.
const fetchRaw = (port, path, enc) => new Promise((res, rej) => {
  get({ host: '127.0.0.1', port, path, headers: enc === undefined ? {} : { 'accept-encoding': enc } }, (r) => {
    const chunks = [];
    r.on('data', (c) => chunks.push(c)).on('end', () => res({ status: r.statusCode, headers: r.headers, body: Buffer.concat(chunks) }));
  }).on('error', rej);
});

describe('web/serve.mjs: precompressed assets', () => {
  let dir, server, port;
  const files = {};
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'nnscope-serve-'));
    mkdirSync(join(dir, 'assets'));
    files['/index.html'] = Buffer.from('<!doctype html><title>lab</title>' + '<p>nn.Module under glass</p>'.repeat(50));
    files['/assets/app.js'] = Buffer.from('export const x = 1;\n'.repeat(400));
    files['/assets/engine.wasm'] = Buffer.concat([Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]), Buffer.alloc(20000, 7)]);
    files['/assets/tiny.css'] = Buffer.from('a{}');
    for (const [p, b] of Object.entries(files)) writeFileSync(join(dir, p), b);
    precompress(dir);
    server = createServer(labHandler(dir));
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    port = server.address().port;
  });
  afterAll(() => { server && server.close(); dir && rmSync(dir, { recursive: true, force: true }); });

  it('reads Accept-Encoding with q-values', () => {
    expect([...accepted('gzip, deflate, br')].sort()).toEqual(['br', 'deflate', 'gzip']);
    expect([...accepted('br;q=0, gzip;q=0.8')]).toEqual(['gzip']);
    expect(accepted(undefined).size).toBe(0);
  });
  it('brotli, gzip or identity by Accept-Encoding; the bytes decode to the originals', async () => {
    for (const [p, raw] of Object.entries(files)) {
      const br = await fetchRaw(port, p, 'gzip, deflate, br');
      const gz = await fetchRaw(port, p, 'gzip');
      const id = await fetchRaw(port, p, undefined);
      expect(id.headers['content-encoding'], p).toBeUndefined();
      expect(id.body.equals(raw), p).toBe(true);
      if (p.endsWith('tiny.css')) {   // would grow: no twin, sent as is
        expect(br.headers['content-encoding']).toBeUndefined();
        expect(br.body.equals(raw)).toBe(true);
        continue;
      }
      expect(br.headers['content-encoding'], p).toBe('br');
      expect(brotliDecompressSync(br.body).equals(raw), p).toBe(true);
      expect(gz.headers['content-encoding'], p).toBe('gzip');
      expect(gunzipSync(gz.body).equals(raw), p).toBe(true);
      for (const r of [br, gz, id]) {
        expect(r.headers.vary, p).toBe('Accept-Encoding');
        expect(+r.headers['content-length'], p).toBe(r.body.length);
      }
      expect(br.body.length).toBeLessThan(raw.length);
    }
  });
  it('Content-Type is the original file\'s, application/wasm for the engine', async () => {
    const w = await fetchRaw(port, '/assets/engine.wasm', 'br');
    expect(w.headers['content-type']).toBe('application/wasm');
    expect((await fetchRaw(port, '/', 'gzip')).headers['content-type']).toBe('text/html; charset=utf-8');
    expect((await fetchRaw(port, '/assets/app.js', 'br')).headers['content-type']).toBe('text/javascript');
    expect((await fetchRaw(port, '/../etc/passwd', 'br')).status).not.toBe(200);
  });
});

// The built page, when present: the first view's transfer size, printed.
const dist = join(root, 'web/dist');
describe.skipIf(!existsSync(join(dist, 'index.html')))('web/dist transfer size', () => {
  it('every built asset has a brotli twin; prints raw vs transferred bytes', () => {
    const assets = readdirSync(join(dist, 'assets')).filter((f) => !/\.(br|gz)$/.test(f));
    let raw = 0, br = 0;
    for (const f of assets) {
      const p = join(dist, 'assets', f);
      const r = statSync(p).size;
      if (/simd/.test(f)) continue;              // one engine variant is fetched, not both
      raw += r;
      br += existsSync(`${p}.br`) ? statSync(`${p}.br`).size : r;
      if (/\.(js|wasm|css)$/.test(f)) expect(existsSync(`${p}.br`), f).toBe(true);
    }
    raw += statSync(join(dist, 'index.html')).size;
    br += existsSync(join(dist, 'index.html.br')) ? statSync(join(dist, 'index.html.br')).size : statSync(join(dist, 'index.html')).size;
    console.log(`first view + engine: ${raw} bytes uncompressed, ${br} bytes as brotli (${(100 * br / raw).toFixed(0)}%)`);
    expect(br).toBeLessThan(raw / 2);
  });
});
