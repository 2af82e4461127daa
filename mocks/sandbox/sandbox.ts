/**
 * Puts the sandbox together: market, clock, store (seeded), domains and the HTTP app. A host adds
 * where the state is kept and how requests arrive: the Node server (server.ts: a file, the socket),
 * the browser and Vitest (mocks/browser/: IndexedDB or memory, msw); tests call `createSandbox()`
 * with a manual clock and memory state.
 */
import type { Domain } from './api.ts';
import { createClock, type SandboxClock } from './clock.ts';
import { loadContract } from './contract.ts';
import { DEFAULT_CONFIG, type SandboxConfig, type SandboxContext } from './context.ts';
import { DOMAINS } from './domains/index.ts';
import { createSandboxApp, type SandboxApp } from './http.ts';
import { createMarket, type SandboxMarket } from './market.ts';
import { buildSeed } from './seed.ts';
import { createStore, type StateStorage, type Store } from './store.ts';

export interface SandboxOptions {
  seed?: number;
  clock?: SandboxClock;
  config?: Partial<SandboxConfig>;
  /** Where the state is kept (a file on Node, IndexedDB in the browser); default memory only. */
  storage?: StateStorage;
  domains?: readonly Domain[];
  historyCount?: number;
}

export interface Sandbox extends SandboxApp {
  readonly ctx: SandboxContext;
  readonly store: Store;
  readonly market: SandboxMarket;
  readonly clock: SandboxClock;
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const { seed = 42, clock = createClock(), storage, domains = DOMAINS, historyCount } = options;
  const config: SandboxConfig = { ...DEFAULT_CONFIG, ...options.config };
  // a saved world moves the clock and the prices back where they were before the market is built
  const saved = storage?.load();
  if (saved?.market !== undefined && saved.market.clockAdvanceMs > 0) clock.advance(saved.market.clockAdvanceMs);
  const market = createMarket({ seed, startMs: clock.marketNow(), historyCount });
  for (const [code, price] of Object.entries(saved?.market?.prices ?? {}))
    if (market.symbol(code) !== undefined) market.setPrice(code, price);
  const steps = domains.flatMap((domain) => (domain.seed === undefined ? [] : [domain.seed]));
  const contract = loadContract();
  const kept: StateStorage | undefined = storage && {
    load: () => saved,
    save: (text) => storage.save(text),
    saveNow: (text) => storage.saveNow(text),
  };
  const store = createStore({
    storage: kept,
    seed: () => buildSeed({ seed, now: clock.now(), market, contract, steps }),
  });
  const ctx: SandboxContext = { store, clock, market, config, contract, seed };
  const sandboxApp = createSandboxApp(ctx, domains);
  return { ...sandboxApp, ctx, store, market, clock };
}
