import './zod-jitless';
import { useCallback, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type DefaultValues, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { z } from 'zod/mini';
import { useSendOnce } from './use-send-once';

/**
 * A text field whose rule is a function of the screen's current figures (minimum, balance,
 * language …): its problem, a code the screen translates, is the field's zod issue message.
 */
export const problemField = <Problem extends string>(check: (value: string) => Problem | null) =>
  z.string().check(
    z.superRefine((value, context) => {
      const problem = check(value);
      if (problem !== null) context.addIssue({ code: 'custom', message: problem });
    }),
  );

export interface ReviewedFormOptions<Values extends FieldValues, Body> {
  /** The form's rules on its values, rebuilt each render from the figures they depend on. */
  schema: z.ZodMiniType<Values, Values>;
  /** What the fields start as, e.g. a draft a setup screen comes back to. */
  defaultValues: DefaultValues<Values>;
  /** Sends one request; resolves once it went through (the mutation's `onSuccess` included), rejects when refused. */
  send: (body: Body) => Promise<unknown>;
  /** The request is in flight (the mutation's `isPending`): confirming again does nothing. */
  pending: boolean;
  /**
   * After a refusal the toast says why and the form keeps what was typed; the confirmation closes,
   * or stays open with this set (where the user corrects something in it, such as a password).
   */
  keepConfirmOnRefusal?: boolean;
  /** After a request went through; the form is already back to its defaults. */
  onSent?: () => void;
  /** Fields that stay as chosen after a request went through (the coins of a swap); the others go back to their defaults. */
  keepAfterSent?: readonly Path<Values>[];
  /** What fields go back to after a request went through where it is not what they start as (a signal's levels were for one order). */
  defaultsAfterSent?: Partial<Values>;
}

type Problems<Values extends FieldValues> = Partial<Record<Path<Values>, string>>;

/**
 * The one engine of every form that writes (money, orders): react-hook-form holding the values, zod
 * judging them, a review that opens the confirmation of exactly what will be sent only when the
 * rules pass, and a send that happens once however often it is tapped.
 *
 * A field's problem is shown once the user has tried to continue or typed something in it; it is
 * judged against the screen's current figures on every render (a balance that loads, a kind that
 * changes), and again by the resolver when the user continues.
 */
export const useReviewedForm = <Values extends FieldValues, Body>({
  schema,
  defaultValues,
  send,
  pending,
  keepConfirmOnRefusal = false,
  onSent,
  keepAfterSent = [],
  defaultsAfterSent,
}: ReviewedFormOptions<Values, Body>) => {
  const form = useForm<Values, unknown, Values>({ resolver: zodResolver(schema), defaultValues, mode: 'onSubmit' });
  const values = useWatch({ control: form.control }) as Values;
  const tried = form.formState.isSubmitted;
  const [confirming, setConfirming] = useState(false);
  const sendOnce = useSendOnce();
  const { setValue } = form;
  // The same function from render to render, so a child given it (an order book's picked price) is not drawn again.
  const set = useCallback(
    <Name extends Path<Values>>(name: Name, value: PathValue<Values, Name>): void =>
      setValue(name, value, { shouldDirty: true, shouldTouch: true }),
    [setValue],
  );

  const judged = schema.safeParse(values);
  const problems: Problems<Values> = {};
  if (!judged.success) {
    for (const issue of judged.error.issues) {
      const name = issue.path.join('.') as Path<Values>;
      problems[name] ??= issue.message;
    }
  }

  const typedIn = (name: Path<Values>): boolean => {
    const value: unknown = form.getValues(name);
    return value !== '' && value !== undefined && value !== null;
  };

  const afterSent = (): void => {
    const kept = Object.fromEntries(keepAfterSent.map((name) => [name, form.getValues(name)]));
    form.reset({ ...defaultValues, ...defaultsAfterSent, ...kept });
    setConfirming(false);
  };

  return {
    /** react-hook-form's own API (`control` for a `Controller`, `register`, `setValue`). */
    form,
    control: form.control,
    values,
    /** Whether the values pass the rules right now. */
    valid: judged.success,
    /** The user has tried to continue. */
    tried,
    /** A field's problem (a translation key or code) once the user tried to continue or typed in it; null before. */
    problem: (name: Path<Values>): string | null => {
      const problem = problems[name] ?? null;
      return tried || typedIn(name) ? problem : null;
    },
    /** Sets a field as the user would (a suggested amount, "All"); the same function from render to render. */
    set,
    /** Marks the form as tried without opening anything (a screen that first asks for a missing setup step). */
    touch: (): void =>
      void form.handleSubmit(
        () => undefined,
        () => undefined,
      )(),
    /**
     * Marks the form as tried; when the rules pass and `ready` (what the rules cannot see: a channel
     * loaded, a voucher chosen) holds, opens the confirmation and calls `onOpen`.
     */
    review: (ready = true, onOpen?: () => void): void =>
      void form.handleSubmit(
        () => {
          if (!ready) return;
          setConfirming(true);
          onOpen?.();
        },
        () => undefined,
      )(),
    confirming,
    cancel: (): void => setConfirming(false),
    /** Sends `body` (nothing while it is null or a send is in flight), once. */
    confirm: (body: Body | null): void => {
      if (body === null || pending) return;
      void sendOnce(() => send(body)).then((sent) => {
        if (sent) {
          afterSent();
          onSent?.();
        } else if (!keepConfirmOnRefusal) setConfirming(false);
      });
    },
    /** The defaults back, untried, with no confirmation open. */
    reset: (): void => {
      form.reset(defaultValues);
      setConfirming(false);
    },
  } as const;
};
