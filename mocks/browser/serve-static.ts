/**
 * A plain static file server for the demo build, as any static host would serve it (GitHub Pages
 * style): the files of a folder under a path prefix, nothing else — no proxy, no provider. The
 * demo's browser tests use it to prove dist-demo/ needs no server process of its own.
 *
 *   tsx mocks/browser/serve-static.ts [--dir dist-demo] [--prefix /tradex/] [--port 5680] [--host 127.0.0.1]
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.yaml': 'text/yaml; charset=utf-8',
};

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist-demo' },
    prefix: { type: 'string', default: '/tradex/' },
    port: { type: 'string', default: '5680' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
const root = resolve(values.dir);
const prefix = values.prefix.endsWith('/') ? values.prefix : `${values.prefix}/`;

createServer((request, response) => {
  const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
  if (!path.startsWith(prefix)) {
    response.writeHead(404).end('Not found');
    return;
  }
  const relative = normalize(path.slice(prefix.length)).replace(/^(\.\.[/\\])+/, '');
  let file = join(root, relative);
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!file.startsWith(root) || !existsSync(file)) {
    response.writeHead(404).end('Not found');
    return;
  }
  response.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': 'no-cache',
  });
  createReadStream(file).pipe(response);
}).listen(Number(values.port), values.host, () => {
  console.log(`static ${values.dir} on http://${values.host}:${values.port}${prefix}`);
});
