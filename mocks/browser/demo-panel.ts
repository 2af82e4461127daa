/// <reference types="vite/client" />
/**
 * The demo panel (demo build and `npm run start:browser` only, never the production build): the
 * controls of `/__sandbox` on the page. It resets the world, moves the sandbox clock and moves a
 * price, through the same control endpoints as the Node sandbox (answered by msw here). Texts come
 * from locales/<lng>/demo.json in the app's language; plain DOM, so it never touches the app's tree.
 */
import i18next from 'i18next';
import { demoEnv } from './env.ts';

type Texts = Record<string, string>;
const bundles = import.meta.glob<Texts>('../../locales/*/demo.json', { eager: true, import: 'default' });
const textsOf = (language: string): Texts =>
  bundles[`../../locales/${language}/demo.json`] ?? bundles['../../locales/en/demo.json'] ?? {};

/** Symbols offered for a price move (the first of each category). */
const SYMBOLS = ['btcusdt', 'ethusdt', 'xauusd', 'eurusd'];
const CLOCK_STEPS: Array<[key: string, ms: number]> = [
  ['plusMinute', 60_000],
  ['plusHour', 3_600_000],
  ['plusDay', 86_400_000],
];

const control = async (path: string, body?: unknown): Promise<Response> =>
  fetch(`${demoEnv.apiHost}/__sandbox${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const element = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  style: Partial<CSSStyleDeclaration> = {},
  text?: string,
): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  Object.assign(node.style, style);
  if (text !== undefined) node.textContent = text;
  return node;
};

// dark on light text in both colour modes: 15.9:1 (#fafafa on #18181b), buttons 8.6:1 (#18181b on #a5b4fc)
const BUTTON: Partial<CSSStyleDeclaration> = {
  background: '#a5b4fc',
  color: '#18181b',
  border: '0',
  borderRadius: '6px',
  padding: '6px 10px',
  font: '600 13px/1.2 system-ui, sans-serif',
  cursor: 'pointer',
  minHeight: '32px',
};

export function mountDemoPanel(): void {
  if (document.getElementById('sandbox-demo-panel') !== null) return;
  const root = element('aside', {
    position: 'fixed',
    left: '8px',
    bottom: '72px',
    zIndex: '2147483000',
    background: '#18181b',
    color: '#fafafa',
    borderRadius: '10px',
    padding: '8px',
    font: '13px/1.4 system-ui, sans-serif',
    boxShadow: '0 4px 16px rgba(0,0,0,.35)',
    maxWidth: '260px',
  });
  root.id = 'sandbox-demo-panel';
  const toggle = element('button', BUTTON);
  toggle.type = 'button';
  toggle.setAttribute('aria-expanded', 'false');
  const body = element('div', { display: 'none', marginTop: '8px', flexDirection: 'column', gap: '8px' });
  const status = element('p', { margin: '0', minHeight: '1.4em' });
  status.setAttribute('role', 'status');

  const reset = element('button', BUTTON);
  reset.type = 'button';
  const clockRow = element('div', { display: 'flex', gap: '4px', flexWrap: 'wrap' });
  const clockLabel = element('span', { width: '100%' });
  const clockButtons = CLOCK_STEPS.map(([key, ms]) => {
    const button = element('button', BUTTON);
    button.type = 'button';
    button.dataset.key = key;
    button.addEventListener('click', () => void act(() => control('/clock', { advanceMs: ms }), 'clockMoved'));
    return button;
  });
  clockRow.append(clockLabel, ...clockButtons);

  const priceForm = element('form', { display: 'flex', gap: '4px', flexWrap: 'wrap', alignItems: 'center' });
  const priceLegend = element('span', { width: '100%' });
  const symbol = element('select', {
    font: 'inherit',
    minHeight: '32px',
    background: '#fafafa',
    color: '#18181b',
    borderRadius: '6px',
  });
  for (const code of SYMBOLS) symbol.append(new Option(code.toUpperCase(), code));
  const price = element('input', {
    width: '96px',
    font: 'inherit',
    minHeight: '28px',
    background: '#fafafa',
    color: '#18181b',
    borderRadius: '6px',
    border: '0',
    padding: '2px 6px',
  });
  price.inputMode = 'decimal';
  price.required = true;
  const setPrice = element('button', BUTTON);
  setPrice.type = 'submit';
  priceForm.append(priceLegend, symbol, price, setPrice);
  priceForm.addEventListener('submit', (event) => {
    event.preventDefault();
    void act(() => control(`/market/${symbol.value}`, { price: price.value.trim() }), 'priceMoved');
  });
  body.append(reset, clockRow, priceForm, status);
  root.append(toggle, body);

  let texts = textsOf(i18next.language);
  const t = (key: string): string => texts[key] ?? key;
  const act = async (call: () => Promise<Response>, done: string): Promise<void> => {
    try {
      const response = await call();
      status.textContent = response.ok ? t(done) : t('failed');
    } catch {
      status.textContent = t('failed');
    }
  };
  reset.addEventListener('click', () => {
    if (!window.confirm(t('resetConfirm'))) return;
    void act(() => control('/reset'), 'resetDone').then(() => window.location.reload());
  });
  toggle.addEventListener('click', () => {
    const open = body.style.display === 'none';
    body.style.display = open ? 'flex' : 'none';
    toggle.setAttribute('aria-expanded', String(open));
  });
  const render = (): void => {
    texts = textsOf(i18next.language);
    root.setAttribute('aria-label', t('title'));
    toggle.textContent = t('title');
    reset.textContent = t('reset');
    clockLabel.textContent = t('clock');
    for (const button of clockButtons) button.textContent = t(button.dataset.key ?? '');
    priceLegend.textContent = t('price');
    symbol.setAttribute('aria-label', t('symbol'));
    price.setAttribute('aria-label', t('newPrice'));
    price.placeholder = t('newPrice');
    setPrice.textContent = t('setPrice');
  };
  render();
  i18next.on('languageChanged', render);
  document.body.append(root);
}
