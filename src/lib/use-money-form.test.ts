import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useMoneyForm, type MoneyFormOptions } from './use-money-form';

type Body = { amount: string };

/** A send the test settles by hand: resolve (went through) or reject (refused). */
const deferredSend = () => {
  const settle = { resolve: (): void => undefined, reject: (): void => undefined };
  const send = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        settle.resolve = () => resolve();
        settle.reject = () => reject(new Error('refused'));
      }),
  );
  return { send, settle };
};

/** Lets every settled promise run its callbacks (one macrotask later, whatever the machine's speed). */
const settled = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const render = (options: Partial<MoneyFormOptions<Body>> & Pick<MoneyFormOptions<Body>, 'send'>) =>
  renderHook(() => useMoneyForm<Body>({ pending: false, ...options }));

describe('useMoneyForm', () => {
  it('shows a problem only once something is typed or the user tries to continue', () => {
    const { result } = render({ send: vi.fn() });
    expect(result.current.shown('required')).toBeNull();
    act(() => result.current.setAmount('5'));
    expect(result.current.shown('belowMin')).toBe('belowMin');
    act(() => result.current.setAmount(''));
    expect(result.current.shown('required')).toBeNull();
    act(() => void result.current.review(false));
    expect(result.current.shown('required')).toBe('required');
    expect(result.current.touched).toBe(true);
    expect(result.current.confirming).toBe(false);
  });

  it('opens the confirmation only when the form is ready, and says so', () => {
    const { result } = render({ send: vi.fn() });
    let opened = true;
    act(() => {
      opened = result.current.review(false);
    });
    expect(opened).toBe(false);
    act(() => {
      opened = result.current.review(true);
    });
    expect(opened).toBe(true);
    expect(result.current.confirming).toBe(true);
    act(() => result.current.cancel());
    expect(result.current.confirming).toBe(false);
  });

  it('sends once however often it is confirmed, then clears the form and reports it', async () => {
    const { send, settle } = deferredSend();
    const onSent = vi.fn();
    const { result } = render({ send, onSent });
    act(() => result.current.setAmount('100'));
    act(() => void result.current.review(true));
    act(() => {
      result.current.confirm({ amount: '100' });
      result.current.confirm({ amount: '100' });
      result.current.confirm({ amount: '100' });
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ amount: '100' });
    settle.resolve();
    await settled();
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ amount: '', touched: false, confirming: false });
  });

  it('sends nothing without a request or while one is in flight', () => {
    const send = vi.fn(() => Promise.resolve());
    const { result, rerender } = renderHook(({ pending }) => useMoneyForm<Body>({ send, pending }), { initialProps: { pending: false } });
    act(() => result.current.confirm(null));
    rerender({ pending: true });
    act(() => result.current.confirm({ amount: '1' }));
    expect(send).not.toHaveBeenCalled();
  });

  it('closes the confirmation on a refusal and keeps what was typed', async () => {
    const { send, settle } = deferredSend();
    const { result } = render({ send });
    act(() => result.current.setAmount('100'));
    act(() => void result.current.review(true));
    act(() => result.current.confirm({ amount: '100' }));
    settle.reject();
    await settled();
    expect(result.current.confirming).toBe(false);
    expect(result.current.amount).toBe('100');
    // and it can be sent again
    act(() => void result.current.review(true));
    act(() => result.current.confirm({ amount: '100' }));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps the confirmation open on a refusal when asked to (a password to retype)', async () => {
    const { send, settle } = deferredSend();
    const { result } = render({ send, keepConfirmOnRefusal: true });
    act(() => void result.current.review(true));
    act(() => result.current.confirm({ amount: '1' }));
    settle.reject();
    await settled();
    expect(result.current.confirming).toBe(true);
    act(() => result.current.confirm({ amount: '1' }));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('starts from a draft amount, and touch() marks it tried without opening anything', () => {
    const { result } = render({ send: vi.fn(), initialAmount: '250' });
    expect(result.current.amount).toBe('250');
    act(() => result.current.setAmount(''));
    act(() => result.current.touch());
    expect(result.current.shown('required')).toBe('required');
    expect(result.current.confirming).toBe(false);
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ amount: '', touched: false, confirming: false });
  });
});
