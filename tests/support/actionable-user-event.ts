import { waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';

/**
 * Taps in component tests wait until the target can take them, as a browser test's do.
 *
 * A dialog opened from a modal sheet is in the page a frame before Zag registers it as the top
 * layer; until then it inherits the `pointer-events: none` the sheet put on the body. A person
 * cannot tap inside that frame, and Playwright waits for the element to receive the tap, but
 * user-event refuses at once, so a test that taps the instant the dialog appears failed whenever
 * the frame was late (a loaded machine). Here each pointer action first waits (up to the one
 * asyncUtilTimeout) for the element's closest `pointer-events` declaration, read as user-event
 * reads it, to be anything but `none`; an element that never takes taps still fails, with
 * user-event's own message. A test that sets `pointerEventsCheck: 0` (taps that must land on a
 * closing dialog and do nothing) keeps user-event as it is.
 */
const pointerEventsOf = (element: Element): string => {
  for (let node: Element | null = element; node?.ownerDocument; node = node.parentElement) {
    const value = window.getComputedStyle(node).pointerEvents;
    if (value && value !== 'inherit' && value !== 'unset') return value;
  }
  return 'auto';
};

const takesTaps = async (element: Element): Promise<void> => {
  try {
    await waitFor(() => {
      if (pointerEventsOf(element) === 'none') throw new Error('pointer-events: none');
    });
  } catch {
    // let user-event report the element with its own message
  }
};

type Targeted = 'click' | 'dblClick' | 'tripleClick' | 'hover' | 'type' | 'upload';

type Setup = typeof userEvent.setup;
const setup: Setup = userEvent.setup.bind(userEvent);
(userEvent as { setup: Setup }).setup = (options?: Parameters<Setup>[0]) => {
  const user: UserEvent = setup(options);
  if (options?.pointerEventsCheck === PointerEventsCheckLevel.Never) return user;
  for (const key of [
    'click',
    'dblClick',
    'tripleClick',
    'hover',
    'type',
    'upload',
  ] as const satisfies readonly Targeted[]) {
    const original = user[key] as (element: Element, ...rest: unknown[]) => Promise<void>;
    (user as unknown as Record<Targeted, typeof original>)[key] = async (element, ...rest) => {
      await takesTaps(element);
      return original(element, ...rest);
    };
  }
  return user;
};
