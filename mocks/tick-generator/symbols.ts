/**
 * The instruments of the mock provider. The tick generator streams exactly these, and the mock
 * REST `GET /tradesymbol` must list exactly these (same ids, codes, names and categories), or the
 * app shows symbols that never get a price (the app marks them closed after 30 s).
 *
 * `jiaoyidui` (pinyin for "trading pair") is upper case, as the provider sends it; the app
 * lower-cases it for keys and socket matching. `basePrice` is written with `precision` decimals;
 * the random walk of feed.ts stays around it. BTC, ETH, gold, Apple and Tesla start at the mark
 * prices of openapi.yaml's order examples, so the example positions show sensible live P/L.
 * `sort`: higher comes first.
 */

export type SymbolCategory = 'Crypto' | 'Stock' | 'Forex' | 'Metals' | 'Energy' | 'Indexes';

export interface MockSymbol {
  readonly id: number;
  readonly jiaoyidui: string;
  readonly name: string;
  readonly category: SymbolCategory;
  readonly basePrice: string;
  readonly precision: number;
  readonly sort: number;
}

type SymbolRow = readonly [jiaoyidui: string, name: string, basePrice: string];

const ROWS: ReadonlyArray<readonly [SymbolCategory, ReadonlyArray<SymbolRow>]> = [
  [
    'Crypto',
    [
      ['BTCUSDT', 'Bitcoin', '96842.50'],
      ['ETHUSDT', 'Ethereum', '3412.18'],
      ['SOLUSDT', 'Solana', '187.35'],
      ['BNBUSDT', 'BNB', '712.80'],
      ['XRPUSDT', 'XRP', '2.4315'],
      ['DOGEUSDT', 'Dogecoin', '0.21874'],
    ],
  ],
  [
    'Stock',
    [
      ['AAPL', 'Apple', '229.87'],
      ['TSLA', 'Tesla', '348.00'],
      ['NVDA', 'NVIDIA', '186.40'],
      ['MSFT', 'Microsoft', '512.60'],
      ['AMZN', 'Amazon', '231.85'],
    ],
  ],
  [
    'Forex',
    [
      ['EURUSD', 'EUR/USD', '1.16420'],
      ['GBPUSD', 'GBP/USD', '1.33580'],
      ['USDJPY', 'USD/JPY', '151.240'],
      ['AUDUSD', 'AUD/USD', '0.65870'],
    ],
  ],
  [
    'Metals',
    [
      ['XAUUSD', 'Gold', '2648.35'],
      ['XAGUSD', 'Silver', '48.750'],
    ],
  ],
  [
    'Energy',
    [
      ['USOIL', 'WTI Crude Oil', '61.45'],
      ['UKOIL', 'Brent Crude Oil', '65.20'],
      ['NGAS', 'Natural Gas', '3.412'],
    ],
  ],
  [
    'Indexes',
    [
      ['SPX500', 'S&P 500', '6825.4'],
      ['NAS100', 'Nasdaq 100', '25380.6'],
      ['US30', 'Dow Jones 30', '47150.0'],
      ['HK50', 'Hang Seng 50', '26050.0'],
    ],
  ],
];

/** Decimals of a price written as a decimal string ("104250.50" has 2). */
function decimalsOf(price: string): number {
  const dot = price.indexOf('.');
  return dot === -1 ? 0 : price.length - dot - 1;
}

function buildSymbols(): MockSymbol[] {
  const rows = ROWS.flatMap(([category, symbols]) =>
    symbols.map(([jiaoyidui, name, basePrice]) => ({ category, jiaoyidui, name, basePrice })),
  );
  return rows.map((row, index) => ({
    id: index + 1,
    jiaoyidui: row.jiaoyidui,
    name: row.name,
    category: row.category,
    basePrice: row.basePrice,
    precision: decimalsOf(row.basePrice),
    sort: (rows.length - index) * 10,
  }));
}

/** Every instrument, ids 1..N, in display order (sort descending). */
export const MOCK_SYMBOLS: ReadonlyArray<MockSymbol> = Object.freeze(buildSymbols());

/**
 * The mock instruments padded with synthetic crypto pairs (`SYN001USDT`, …) up to `count`, for
 * load runs of the feed (the benchmark streams 500 symbols). The first ones are MOCK_SYMBOLS
 * unchanged; a count at or below their number returns the first `count` of them.
 */
export function symbolsFor(count: number): ReadonlyArray<MockSymbol> {
  if (count <= MOCK_SYMBOLS.length) return MOCK_SYMBOLS.slice(0, count);
  const extra: MockSymbol[] = [];
  for (let index = MOCK_SYMBOLS.length; index < count; index += 1) {
    const number = String(index - MOCK_SYMBOLS.length + 1).padStart(3, '0');
    const base = (1 + ((index * 7919) % 5000) / 10).toFixed(3);
    extra.push({
      id: index + 1,
      jiaoyidui: `SYN${number}USDT`,
      name: `Synthetic ${number}`,
      category: 'Crypto',
      basePrice: base,
      precision: 3,
      sort: -index,
    });
  }
  return Object.freeze([...MOCK_SYMBOLS, ...extra]);
}
