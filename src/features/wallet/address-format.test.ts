import { describe, expect, it } from 'vitest';
import { isValidAddress, networkOf } from './address-format';

describe('withdrawal address format by network', () => {
  it('knows the network of a channel', () => {
    expect(networkOf('TRC20')).toBe('tron');
    expect(networkOf('ERC20')).toBe('evm');
    expect(networkOf('BEP20')).toBe('evm');
    expect(networkOf('Bitcoin')).toBe('bitcoin');
    expect(networkOf('Solana')).toBe('other');
  });
  it('checks TRC20 addresses', () => {
    expect(isValidAddress('TXz9bQ3mRk7Yd2VfW8hJpL4nC6sE1aG5uK', 'TRC20')).toBe(true);
    expect(isValidAddress('TXz9bQ3mRk7Yd2VfW8hJpL4nC6sE1aG5u', 'TRC20')).toBe(false); // 33 chars
    expect(isValidAddress('0x8f3A2b9C41d7E6f05a1B2c3D4e5F60718293a4B5', 'TRC20')).toBe(false);
    expect(isValidAddress('TXz9bQ3mRk7Yd2VfW8hJpL4nC6sE1aG50K', 'TRC20')).toBe(false); // 0 is not base58
  });
  it('checks ERC20 addresses', () => {
    expect(isValidAddress('0x8f3A2b9C41d7E6f05a1B2c3D4e5F60718293a4B5', 'ERC20')).toBe(true);
    expect(isValidAddress('0x8f3A2b9C41d7E6f05a1B2c3D4e5F60718293a4B', 'ERC20')).toBe(false);
    expect(isValidAddress('TXz9bQ3mRk7Yd2VfW8hJpL4nC6sE1aG5uK', 'ERC20')).toBe(false);
  });
  it('checks Bitcoin and other addresses', () => {
    expect(isValidAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'Bitcoin')).toBe(true);
    expect(isValidAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'Bitcoin')).toBe(true);
    expect(isValidAddress('hello', 'Bitcoin')).toBe(false);
    expect(isValidAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', 'Solana')).toBe(true);
    expect(isValidAddress('short', 'Solana')).toBe(false);
  });
});
