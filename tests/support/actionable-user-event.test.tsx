import { configure, getConfig, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

/** A button under a layer that stops taps for a while, as a dialog is before Zag registers it. */
const LateLayer = ({ after, onTap }: { after: number | null; onTap: () => void }) => {
  const [blocked, setBlocked] = useState(true);
  useEffect(() => {
    if (after === null) return undefined;
    const timer = setTimeout(() => setBlocked(false), after);
    return () => clearTimeout(timer);
  }, [after]);
  return (
    <div style={{ pointerEvents: blocked ? 'none' : 'auto' }}>
      <button type="button" onClick={onTap}>
        Place order
      </button>
    </div>
  );
};

describe('taps in component tests', () => {
  it('wait for the target to take taps, then land once', async () => {
    const onTap = vi.fn();
    render(<LateLayer after={1000} onTap={onTap} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Place order' }));
    expect(onTap).toHaveBeenCalledTimes(1);
  });

  it('still fail, with user-event’s message, on a target that never takes them', async () => {
    // the wait is the one asyncUtilTimeout; a short one here, since every check reads computed styles,
    // which in a document holding every style the earlier test files added is slow on a busy machine
    const { asyncUtilTimeout } = getConfig();
    configure({ asyncUtilTimeout: 500 });
    try {
      const onTap = vi.fn();
      render(<LateLayer after={null} onTap={onTap} />);
      const user = userEvent.setup();
      await expect(user.click(screen.getByRole('button', { name: 'Place order' }))).rejects.toThrow(
        /pointer-events: none/,
      );
      expect(onTap).not.toHaveBeenCalled();
    } finally {
      configure({ asyncUtilTimeout });
    }
  });

  it('keep user-event as it is where a test turns the check off', async () => {
    const onTap = vi.fn();
    render(<LateLayer after={null} onTap={onTap} />);
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: 'Place order' }));
    expect(onTap).toHaveBeenCalledTimes(1);
  });
});
