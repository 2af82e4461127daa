// @ts-check
/**
 * The import zones of src/'s layers (docs/architecture.md, decision 0036), for
 * `import-x/no-restricted-paths` in eslint.config.js. Read from the folders as they are, so a new
 * feature or widget folder is covered without an edit here.
 */
import { readdirSync } from 'node:fs';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The trading widgets of src/components: they draw the market and the user's trades (the live feed, the
 * order book, the chart, order lists). Everything else in src/components is generic and never imports them.
 */
const tradingWidgets = [
  'contract-orders',
  'market-chart',
  'live-quote',
  'order-book',
  'option-orders',
  'account-figures',
];
/** A folder, or a module and its test: `order-book.tsx` and `order-book.test.tsx` are the widget `order-book`. */
const isWidget = (name) => tradingWidgets.includes(name.replace(/(\.test)?\.tsx?$/, ''));
const componentEntries = readdirSync('src/components');
const genericComponents = componentEntries.filter((name) => !isWidget(name)).map((name) => `./src/components/${name}`);
const widgetPaths = componentEntries.filter(isWidget).map((name) => `./src/components/${name}`);
const infrastructure = ['./src/api', './src/lib', './src/i18n', './src/market', './src/theme'];

/**
 * The layers of src/, bottom to top (docs/architecture.md): a layer imports only the layers beneath it.
 *   domain → infrastructure (api, lib, i18n, market, theme) → generic components → trading widgets → features → app
 * Each zone has a fixture in tests/lint/fixtures that must fail.
 */
export const layerZones = [
  // 0. The business rules and provider values import nothing else of the app (packages only).
  {
    target: './src/domain',
    from: './src',
    except: ['./domain'],
    message: 'src/domain is the bottom layer: it imports packages and itself only, nothing else of the app.',
  },
  // 1. Infrastructure never reaches up into components, features or the app.
  {
    target: infrastructure,
    from: ['./src/components', './src/features', './src/app', './src/main.tsx'],
    message: 'api/, lib/, i18n/, market/ and theme/ never import components/, features/ or app/: move the piece down.',
  },
  // 2. Generic components know nothing of trading widgets, features or the app.
  {
    target: genericComponents,
    from: [...widgetPaths, './src/features', './src/app', './src/main.tsx'],
    message: 'Generic components never import trading widgets, features or app/.',
  },
  // 3. Trading widgets are composed by features, never the other way round.
  {
    target: widgetPaths,
    from: ['./src/features', './src/app', './src/main.tsx'],
    message: 'Trading widgets never import features or app/: pass what they need as props.',
  },
  // 4. A feature never imports another feature or the app; composition happens in app/.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import another feature: move the shared piece to components/ or lib/.',
  })),
  {
    target: './src/features',
    from: ['./src/app', './src/main.tsx'],
    message: 'Features never import app/: the app composes the features.',
  },
  // Only generated code calls the mutator.
  {
    target: [
      './src/app',
      './src/features',
      './src/components',
      './src/lib',
      './src/theme',
      './src/i18n',
      './src/market',
      './src/domain',
      './src/main.tsx',
    ],
    from: './src/api/http-client.ts',
    message: 'Use the generated hooks; only src/api/generated imports the http client.',
  },
];
