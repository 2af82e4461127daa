import { describe, expect, it } from 'vitest';
import { LANGS, type MessageTable } from './i18n.ts';
import { createTestSandbox } from './testing.ts';
import { AMOUNT_MESSAGES, CORE_MESSAGES } from './i18n.ts';
import { THROTTLE_MESSAGES } from './throttle.ts';
import { ACCOUNT_MESSAGES } from './domains/accounts/messages.ts';
import { FUNDS_MESSAGES } from './domains/funds-messages.ts';
import { MARKET_MESSAGES } from './domains/market.ts';
import { PRODUCT_MESSAGES } from './domains/products.ts';
import { PROFILE_MESSAGES } from './domains/profile.ts';
import { TRADING_MESSAGES } from './domains/trading.ts';

describe('the sandbox covers the contract', () => {
  it('answers every operation of openapi.yaml with a rule of its own, none with a fixed example', () => {
    const sandbox = createTestSandbox();
    expect(sandbox.missing).toEqual([]);
    expect(sandbox.ctx.contract.operations.size).toBeGreaterThan(70);
  });

  it('says every refusal in all eight languages', () => {
    const tables: Record<string, MessageTable> = {
      THROTTLE_MESSAGES,
      AMOUNT_MESSAGES,
      CORE_MESSAGES,
      ACCOUNT_MESSAGES,
      FUNDS_MESSAGES,
      MARKET_MESSAGES,
      PRODUCT_MESSAGES,
      PROFILE_MESSAGES,
      TRADING_MESSAGES,
    };
    const gaps: string[] = [];
    for (const [name, table] of Object.entries(tables)) {
      for (const [key, texts] of Object.entries(table)) {
        for (const lang of LANGS) if (!texts[lang]?.trim()) gaps.push(`${name}.${key}.${lang}`);
        // a translation that is the English text is not one (short proper nouns aside)
        for (const lang of LANGS)
          if (lang !== 'en' && texts[lang] === texts.en && texts.en.length > 12)
            gaps.push(`${name}.${key}.${lang} is English`);
      }
    }
    expect(gaps).toEqual([]);
  });

  it('answers a hostile request with the contract’s errors and leaves the state alone', async () => {
    const sandbox = createTestSandbox();
    const { token } = await sandbox.newAccount();
    const before = JSON.stringify(sandbox.store.state);
    const huge = await sandbox.call('POST', '/deposit', {
      token,
      rawBody: JSON.stringify({ id: 11, amount: '1', currency: 'USDT', cryptoprotocol: 'x'.repeat(200_000) }),
    });
    expect(huge.status).toBe(413);
    expect(
      (
        await sandbox.call('POST', '/deposit', {
          token,
          body: { id: 'eleven', amount: '1', currency: 'USDT', cryptoprotocol: 'TRC20' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await sandbox.call('POST', '/deposit', {
          token,
          body: { id: 999_999, amount: '100', currency: 'USDT', cryptoprotocol: 'TRC20' },
        })
      ).status,
    ).toBe(400);
    expect((await sandbox.call('POST', '/trade/Contractclose', { token, body: { id: -1 } })).status).toBe(400);
    expect((await sandbox.call('GET', '/orderdetail/260412', { token })).status).toBe(400);
    expect((await sandbox.call('POST', '/deposit', { token, rawBody: '[1,2' })).status).toBe(400);
    expect(JSON.stringify(sandbox.store.state)).toBe(before);
  });
});
