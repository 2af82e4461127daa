/**
 * `npm run sandbox:reset`: puts the sandbox back to its seed. When a sandbox is running on the port
 * (default 4020) it is asked through its control endpoint (`POST /__sandbox/reset`); otherwise the
 * state file is rewritten from the seed, so the next `npm start` starts fresh.
 *
 *   npm run sandbox:reset [-- --port 4020] [--data .sandbox/state.json] [--seed 42]
 */
import { parseArgs } from 'node:util';
import { createSandbox } from '../mocks/sandbox/sandbox.ts';
import { DEFAULT_DATA_FILE } from '../mocks/sandbox/server.ts';
import { fileStorage, writeFileAtomic } from '../mocks/sandbox/state-file.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4020' },
    data: { type: 'string', default: DEFAULT_DATA_FILE },
    seed: { type: 'string', default: '42' },
  },
});

async function resetRunning(port: string): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/__sandbox/reset`, {
      method: 'POST',
      signal: AbortSignal.timeout(3000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

if (await resetRunning(values.port)) {
  console.log(`sandbox on port ${values.port} is back to its seed`);
} else {
  writeFileAtomic(values.data, '{}');
  // building the sandbox on an empty file seeds it and writes the seed out
  const sandbox = createSandbox({ seed: Number(values.seed), storage: fileStorage(values.data) });
  sandbox.store.close();
  console.log(`no sandbox running on port ${values.port}: ${values.data} now holds the seed`);
}
