import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { problemField, useReviewedForm, type ReviewedFormOptions } from './use-reviewed-form';

type Values = { amount: string };
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

/** Lets every settled promise (the resolver's, the send's) run its callbacks. */
const settled = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** At least 10; empty is "required". */
const schema = z.object({
  amount: problemField((text) => (text === '' ? 'required' : Number(text) < 10 ? 'belowMin' : null)),
});

const render = (
  options: Partial<ReviewedFormOptions<Values, Body>> & Pick<ReviewedFormOptions<Values, Body>, 'send'>,
) =>
  renderHook(() =>
    useReviewedForm<Values, Body>({ schema, defaultValues: { amount: '' }, pending: false, ...options }),
  );

const typeAmount = (result: { current: ReturnType<typeof useReviewedForm<Values, Body>> }, value: string) =>
  act(() => result.current.set('amount', value));

const review = async (result: { current: ReturnType<typeof useReviewedForm<Values, Body>> }, ready = true) => {
  act(() => result.current.review(ready));
  await settled();
};

describe('useReviewedForm', () => {
  it('shows a problem only once something is typed or the user tries to continue', async () => {
    const { result } = render({ send: vi.fn() });
    expect(result.current.problem('amount')).toBeNull();
    typeAmount(result, '5');
    expect(result.current.problem('amount')).toBe('belowMin');
    typeAmount(result, '');
    expect(result.current.problem('amount')).toBeNull();
    await review(result);
    expect(result.current.problem('amount')).toBe('required');
    expect(result.current.tried).toBe(true);
    expect(result.current.confirming).toBe(false);
  });

  it('opens the confirmation only when the rules pass and the screen is ready', async () => {
    const { result } = render({ send: vi.fn() });
    const opened = vi.fn();
    typeAmount(result, '50');
    act(() => result.current.review(false, opened));
    await settled();
    expect(result.current.confirming).toBe(false);
    act(() => result.current.review(true, opened));
    await settled();
    expect(result.current.confirming).toBe(true);
    expect(opened).toHaveBeenCalledTimes(1);
    act(() => result.current.cancel());
    expect(result.current.confirming).toBe(false);
  });

  it('sends once however often it is confirmed, then clears the form and reports it', async () => {
    const { send, settle } = deferredSend();
    const onSent = vi.fn();
    const { result } = render({ send, onSent });
    typeAmount(result, '100');
    await review(result);
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
    expect(result.current).toMatchObject({ values: { amount: '' }, tried: false, confirming: false });
  });

  it('sends nothing without a request or while one is in flight', () => {
    const send = vi.fn(() => Promise.resolve());
    const { result, rerender } = renderHook(
      ({ pending }) => useReviewedForm<Values, Body>({ schema, defaultValues: { amount: '' }, send, pending }),
      {
        initialProps: { pending: false },
      },
    );
    act(() => result.current.confirm(null));
    rerender({ pending: true });
    act(() => result.current.confirm({ amount: '1' }));
    expect(send).not.toHaveBeenCalled();
  });

  it('closes the confirmation on a refusal and keeps what was typed, to be sent again', async () => {
    const { send, settle } = deferredSend();
    const { result } = render({ send });
    typeAmount(result, '100');
    await review(result);
    act(() => result.current.confirm({ amount: '100' }));
    settle.reject();
    await settled();
    expect(result.current.confirming).toBe(false);
    expect(result.current.values.amount).toBe('100');
    await review(result);
    act(() => result.current.confirm({ amount: '100' }));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps the confirmation open on a refusal when asked to (a password to retype)', async () => {
    const { send, settle } = deferredSend();
    const { result } = render({ send, keepConfirmOnRefusal: true });
    typeAmount(result, '100');
    await review(result);
    act(() => result.current.confirm({ amount: '100' }));
    settle.reject();
    await settled();
    expect(result.current.confirming).toBe(true);
    expect(result.current.values.amount).toBe('100');
    act(() => result.current.confirm({ amount: '100' }));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps the chosen fields after a send, and judges against the rules of the current render', async () => {
    const send = vi.fn(() => Promise.resolve());
    type Swap = { coin: string; amount: string };
    const { result, rerender } = renderHook(
      ({ min }) =>
        useReviewedForm<Swap, Body>({
          schema: z.object({
            coin: z.string(),
            amount: problemField((text) => (Number(text) < min ? 'belowMin' : null)),
          }),
          defaultValues: { coin: 'USDT', amount: '' },
          send,
          pending: false,
          keepAfterSent: ['coin'],
        }),
      { initialProps: { min: 10 } },
    );
    act(() => result.current.set('amount', '20'));
    expect(result.current.problem('amount')).toBeNull();
    // the rule tightens (a balance that loads): the same value is judged again
    rerender({ min: 50 });
    expect(result.current.problem('amount')).toBe('belowMin');
    act(() => result.current.set('coin', 'BTC'));
    act(() => result.current.set('amount', '60'));
    act(() => result.current.review());
    await settled();
    act(() => result.current.confirm({ amount: '60' }));
    await settled();
    expect(result.current.values).toEqual({ coin: 'BTC', amount: '' });
  });
});
