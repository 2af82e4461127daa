/**
 * The seed's people, places and words, drawn from a seeded `Faker` of the `vi` locale (the provider
 * is Vietnamese: its team, branches and analysts have Vietnamese names) over faker's `base` data
 * (IP addresses, account numbers, Ethereum addresses). Not `en`: nothing drawn needs it, and it
 * would add about 290 kB to the demo build, whose sandbox runs in the browser. The randomizer is
 * faker's Mersenne Twister, as in `createRandom`, so the same seed draws the same records on every
 * machine. The sandbox's messages and signals stay in English, as the provider's site content is:
 * templates filled with drawn values.
 */
import { base, Faker, generateMersenne32Randomizer, vi } from '@faker-js/faker';
import type { MockSymbol } from '../tick-generator/symbols.ts';
import { mixSeed } from '../tick-generator/model.ts';
import { formatProviderTime } from './clock.ts';
import { Big } from './money.ts';

/** A Faker of the `vi` locale (over faker's `base` data) whose every draw follows from `seed`. */
export function createSeedFaker(seed: number): Faker {
  return new Faker({ locale: [vi, base], randomizer: generateMersenne32Randomizer(seed >>> 0) });
}

/** A name as a bank prints it: capitals without diacritics ("Lê Minh Anh" → "LE MINH ANH"). */
export function unaccented(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** A TRON (TRC20) address: `T` and 33 base58 characters. */
export const trc20Address = (faker: Faker): string => `T${faker.string.fromCharacters(BASE58, 33)}`;

/** A person of the provider's team or audience: Vietnamese family name and given name. */
export interface DrawnPerson {
  /** Family name, e.g. "Trần". */
  readonly family: string;
  /** Given name (two syllables), e.g. "Thu Trang": what a nickname shows. */
  readonly given: string;
  /** Vietnamese order, e.g. "Trần Thu Trang". */
  readonly fullName: string;
  /** An address under a reserved example domain (RFC 2606), never a real inbox. */
  readonly mail: string;
}

export function drawPerson(faker: Faker, given = faker.person.firstName()): DrawnPerson {
  const family = faker.person.lastName();
  const mail = faker.internet
    .email({
      firstName: given.replace(/\s+/g, ''),
      lastName: family,
      provider: faker.helpers.arrayElement(['example.com', 'example.net', 'example.org']),
    })
    .toLowerCase();
  return { family, given, fullName: `${family} ${given}`, mail };
}

/** People with pairwise different given names (so that a list of them reads as different people). */
export function drawPeople(faker: Faker, count: number): DrawnPerson[] {
  return faker.helpers.uniqueArray(() => faker.person.firstName(), count).map((given) => drawPerson(faker, given));
}

/** A signal of the analysts' channel as the contract's `Signal` sends it. */
export interface SignalView {
  id: number;
  author: string;
  avatar: string;
  symbol: string;
  trade_type: 1 | 2;
  entry_price: string;
  take_profit_price: string;
  stop_loss_price: string;
  content: string;
  create_time: string;
}

const SIGNAL_COUNT = 8;
const TIMEFRAMES = ['15m', '1h', '4h', 'daily'] as const;
const SETUPS = {
  1: [
    'holds the support at {entry} on the {frame} chart',
    'broke out above {entry} on the {frame} chart',
    'bounced off the {frame} trend line near {entry}',
  ],
  2: [
    'rejected {entry} twice on the {frame} chart',
    'lost the {frame} support at {entry}',
    'formed a lower high under {entry} on the {frame} chart',
  ],
} as const;

/**
 * The analysts' signals of a seed: a few analysts, each signal on an instrument of the market near its
 * base price, with a take profit and a stop loss on the right sides, posted in the days before `at`.
 * Site content that no request changes: drawn again from the seed when asked for, never stored.
 */
export function drawSignals(seed: number, at: number, symbols: readonly MockSymbol[]): SignalView[] {
  const faker = createSeedFaker(mixSeed(seed, 0x5167));
  const analysts = drawPeople(faker, 3).map((person, index) => ({
    name: unaccented(person.fullName),
    avatar: `/uploads/avatar/analyst-${(index % 2) + 1}.svg`,
  }));
  let time = at - faker.number.int({ min: 20, max: 180 }) * 60_000;
  let id = 5120 + faker.number.int({ min: 0, max: 40 });
  return Array.from({ length: SIGNAL_COUNT }, (): SignalView => {
    const symbol = faker.helpers.arrayElement(symbols);
    const side = faker.helpers.arrayElement([1, 2] as const);
    const places = symbol.precision;
    const entry = new Big(symbol.basePrice).times(1 + faker.number.float({ min: -0.01, max: 0.01 })).round(places);
    const gain = entry.times(faker.number.float({ min: 0.015, max: 0.04 }));
    const risk = entry.times(faker.number.float({ min: 0.006, max: 0.015 }));
    const [takeProfit, stopLoss] =
      side === 1 ? [entry.plus(gain), entry.minus(risk)] : [entry.minus(gain), entry.plus(risk)];
    const setup = faker.helpers
      .arrayElement(SETUPS[side])
      .replace('{entry}', entry.toFixed(places))
      .replace('{frame}', faker.helpers.arrayElement(TIMEFRAMES));
    const analyst = faker.helpers.arrayElement(analysts);
    const view: SignalView = {
      id,
      author: analyst.name,
      avatar: analyst.avatar,
      symbol: symbol.jiaoyidui.toUpperCase(),
      trade_type: side,
      entry_price: entry.toFixed(places),
      take_profit_price: takeProfit.round(places).toFixed(places),
      stop_loss_price: stopLoss.round(places).toFixed(places),
      content: `<p>${symbol.name} ${setup}. ${side === 1 ? 'Long' : 'Short'} from ${entry.toFixed(places)}, target ${takeProfit.round(places).toFixed(places)}, stop ${stopLoss.round(places).toFixed(places)}.</p>`,
      create_time: formatProviderTime(time),
    };
    time -= faker.number.int({ min: 2, max: 14 }) * 3_600_000;
    id -= faker.number.int({ min: 1, max: 4 });
    return view;
  });
}
