/**
 * Prism in proxy mode for the contract tests: `prism proxy <spec> <upstream> --errors` on a free port,
 * started as the Prism node process itself (no npx wrapper), so stopping it stops Prism.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, connect } from 'node:net';
import { dirname, resolve } from 'node:path';

export interface PrismProcess {
  url: string;
  child: ChildProcess;
  log: () => string;
  stop: () => Promise<void>;
}

/** A TCP port on 127.0.0.1 that was free a moment ago. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? resolvePort(port) : reject(new Error('no free port'))));
    });
  });
}

const canConnect = (port: number): Promise<boolean> =>
  new Promise((resolveConnect) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (ok: boolean): void => {
      socket.destroy();
      resolveConnect(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

function prismCli(): string {
  const require = createRequire(import.meta.url);
  const pkgPath = require.resolve('@stoplight/prism-cli/package.json');
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as { bin?: string | Record<string, string> };
  const bin = typeof pkg.bin === 'string' ? pkg.bin : (pkg.bin?.prism ?? 'dist/index.js');
  return resolve(dirname(pkgPath), bin);
}

/**
 * Starts `prism proxy <spec> <upstream> --errors` on 127.0.0.1:<port> and resolves once it accepts
 * connections. The child is the Prism node process itself (no npx wrapper), so stopping it stops Prism.
 */
export async function startPrism(
  spec: string,
  upstream: string,
  signal: AbortSignal,
  startTimeoutMs = 60_000,
): Promise<PrismProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [prismCli(), 'proxy', spec, upstream, '--errors', '--host', '127.0.0.1', '--port', String(port)],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } },
  );
  const lines: string[] = [];
  const keep = (chunk: Buffer): void => {
    lines.push(
      ...chunk
        .toString('utf8')
        .split('\n')
        .filter((line) => line.trim() !== ''),
    );
    if (lines.length > 5000) lines.splice(0, lines.length - 5000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = child.exitCode !== null;
  // Last resort: if this process exits without stop() (process.exit elsewhere), take Prism along.
  const killOnExit = (): void => {
    if (!exited) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);
  const exitedPromise = new Promise<void>((resolveExit) => {
    const onGone = (): void => {
      exited = true;
      process.off('exit', killOnExit);
      resolveExit();
    };
    child.once('exit', onGone);
    child.once('error', onGone);
  });
  const stop = async (): Promise<void> => {
    if (exited) return;
    child.kill('SIGTERM');
    const killTimer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exitedPromise;
    clearTimeout(killTimer);
  };
  const prism: PrismProcess = { url: `http://127.0.0.1:${port}`, child, log: () => lines.join('\n'), stop };
  const deadline = Date.now() + startTimeoutMs;
  while (!exited) {
    if (signal.aborted) {
      await stop();
      throw new Error(`Prism start interrupted (${String(signal.reason)})`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `Prism did not start listening within ${startTimeoutMs / 1000} s:\n${lines.slice(-20).join('\n')}`,
      );
    }
    // Prism logs "Prism is listening on ..."; the port accepting connections is the proof that counts.
    if (await canConnect(port)) return prism;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(
    `Prism exited before listening (exit code ${String(child.exitCode)}):\n${lines.slice(-30).join('\n')}`,
  );
}
