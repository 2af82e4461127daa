import { describe, expect, it } from 'vitest';
import { depositState, LEDGER_TYPES, ledgerKey, withdrawState } from './statuses';

describe('record statuses', () => {
  it('deposits: 0 pending, 1 success, 2 failed', () => {
    expect([0, 1, 2, 3].map(depositState)).toEqual(['pending', 'success', 'failed', 'unknown']);
  });
  it('withdrawals: 1 pending, 2 success, 3 failed (0 is not a withdrawal state)', () => {
    expect([0, 1, 2, 3].map(withdrawState)).toEqual(['unknown', 'pending', 'success', 'failed']);
  });
  it('knows every ledger type of the contract', () => {
    expect(LEDGER_TYPES.map((entry) => entry.value)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(ledgerKey(1)).toBe('recharge');
    expect(ledgerKey(14)).toBe('currencyExchange');
    expect(ledgerKey(99)).toBe('unknown');
  });
});
