import { useState } from 'react';
import { useSendOnce } from './use-send-once';

export interface MoneyFormOptions<Body> {
  /** Sends one request; resolves once it went through (the mutation's `onSuccess` included), rejects when refused. */
  send: (body: Body) => Promise<unknown>;
  /** The request is in flight (the mutation's `isPending`): confirming again does nothing. */
  pending: boolean;
  /** What the amount starts as, e.g. a draft a setup screen comes back to. */
  initialAmount?: string;
  /**
   * After a refusal the toast says why and the form keeps what was typed; the confirmation closes,
   * or stays open with this set (where the user corrects something in it, such as a password).
   */
  keepConfirmOnRefusal?: boolean;
  /** After a request went through; the form is already cleared. */
  onSent?: () => void;
}

/**
 * The one shape of a form that moves money (loan, staking, deposit, exchange, new coin …): the typed
 * amount, whether the user has tried to continue (problems show from then on, or as soon as
 * something is typed), the confirmation of exactly what will be sent, and a send that happens once
 * however often it is tapped. The screen computes its own problem and request from `amount`.
 */
export const useMoneyForm = <Body>({ send, pending, initialAmount = '', keepConfirmOnRefusal = false, onSent }: MoneyFormOptions<Body>) => {
  const [amount, setAmount] = useState(initialAmount);
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const sendOnce = useSendOnce();

  const reset = (): void => {
    setAmount('');
    setTouched(false);
    setConfirming(false);
  };

  return {
    amount,
    setAmount,
    /** The user has tried to continue. */
    touched,
    /** Marks the form as tried without opening anything (a screen that first asks for a missing setup step). */
    touch: (): void => setTouched(true),
    /** `problem` once the user has tried to continue or typed something; null before. */
    shown: <Problem>(problem: Problem | null): Problem | null => (touched || amount !== '' ? problem : null),
    /** Marks the form as tried and opens the confirmation when it is `ready`; says whether it opened. */
    review: (ready: boolean): boolean => {
      setTouched(true);
      if (ready) setConfirming(true);
      return ready;
    },
    confirming,
    cancel: (): void => setConfirming(false),
    /** Sends `body` (nothing while it is null or a send is in flight), once. */
    confirm: (body: Body | null): void => {
      if (body === null || pending) return;
      void sendOnce(() => send(body)).then((sent) => {
        if (sent) {
          reset();
          onSent?.();
        } else if (!keepConfirmOnRefusal) setConfirming(false);
      });
    },
    /** An empty, untouched form with no confirmation open. */
    reset,
  } as const;
};
