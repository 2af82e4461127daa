import { describe, expect, it } from 'vitest';
import { currencyDecimals, exchangeReceived, maxWithdrawal, parseAmount, withdrawalQuote } from './wallet-math';

describe('money screens at their edges', () => {
  it('pays out 8 decimals only for currencies that are BTC or ETH', () => {
    expect(currencyDecimals('btc')).toBe(8);
    expect(currencyDecimals('ETH-ERC20')).toBe(8);
    expect(currencyDecimals('USDT-ETH')).toBe(2);
    expect(currencyDecimals('WBTC')).toBe(2);
    expect(currencyDecimals(null)).toBe(2);
    expect(currencyDecimals(undefined)).toBe(2);
  });

  it('reads a typed amount with the decimals and the language it is given', () => {
    expect(parseAmount('0.12345678', 8)?.toFixed()).toBe('0.12345678');
    expect(parseAmount('0.12345678')).toBeNull();
    expect(parseAmount('1.234', 2, 'vi')).toBeNull();
    expect(parseAmount('1,25', 2, 'vi')?.toFixed()).toBe('1.25');
  });

  it('quotes no withdrawal for a missing or negative amount or rate', () => {
    expect(withdrawalQuote(null, '0.01', '1', 'USDT')).toBeNull();
    expect(withdrawalQuote('100', '0.01', null, 'USDT')).toBeNull();
    expect(withdrawalQuote('-1', '0.01', '1', 'USDT')).toBeNull();
    expect(withdrawalQuote('100', '0.01', '-1', 'USDT')).toBeNull();
    expect(withdrawalQuote('100', '-0.01', '1', 'USDT')).toBeNull();
    expect(withdrawalQuote('0', '0.01', '1', 'USDT')).toMatchObject({ total: '0.00', received: '0.00' });
  });

  it('converts no exchange for a missing or negative amount or rate', () => {
    expect(exchangeReceived(null, '2', 'USDT')).toBeNull();
    expect(exchangeReceived('1', null, 'USDT')).toBeNull();
    expect(exchangeReceived('-1', '2', 'USDT')).toBeNull();
    expect(exchangeReceived('1', '-2', 'USDT')).toBeNull();
    expect(exchangeReceived('0', '2', 'USDT')).toBe('0.00');
  });

  it('fills in nothing without funds or with a negative fee rate', () => {
    expect(maxWithdrawal(null, '0.01')).toBe('0.00');
    expect(maxWithdrawal('0', '0.01')).toBe('0.00');
    expect(maxWithdrawal('-5', '0.01')).toBe('0.00');
    expect(maxWithdrawal('100', '-0.01')).toBe('0.00');
  });

  it('steps down from the first estimate when rounding the fee up would overspend', () => {
    // 5.00 + 0.03 fee + 0.01 tax = 5.04 > 5.03; 4.99 + 0.02 + 0.00 fits
    expect(maxWithdrawal('5.03', '0.005')).toBe('4.99');
    expect(withdrawalQuote('4.99', '0.005', '1', 'USDT')?.total).toBe('5.01');
    expect(maxWithdrawal('1.28', '0.02')).toBe('1.24');
  });
});
