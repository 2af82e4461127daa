import i18next from 'i18next';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { initI18n } from '../../src/i18n/i18n';
import { server } from './msw-server';
import './setup-unit';

/** setup-unit.ts, plus the MSW provider stand-in and English texts (see there). */
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(async () => {
  if (!i18next.isInitialized) {
    await initI18n();
    await i18next.loadNamespaces(['common', 'orders']);
  }
});

afterEach(async () => {
  server.resetHandlers();
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
});

afterAll(() => server.close());
