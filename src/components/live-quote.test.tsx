import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarketFrame } from '../market/frames';
import { MarketStore } from '../market/store';
import { renderWithProviders } from '../../tests/support/render';
import { LiveChange, LivePrice, SKIPS_OFFSCREEN } from './live-quote';

const price = (code: string, value: number): MarketFrame => ({
  kind: 'price',
  frame: { cmd_id: 22998, data: { code, price: value } },
});

/** What Chromium fires at an element with `content-visibility: auto` as it starts or stops skipping it. */
class FakeStateChangeEvent extends Event {
  readonly skipped: boolean;
  constructor(skipped: boolean) {
    super('contentvisibilityautostatechange');
    this.skipped = skipped;
  }
}

const rowOf = (code: string) => (
  <div data-testid={`row-${code}`} {...{ [SKIPS_OFFSCREEN]: '' }}>
    <LivePrice code={code} />
    <LiveChange code={code} />
  </div>
);

const setSkipped = (code: string, skipped: boolean) =>
  act(() => {
    screen.getByTestId(`row-${code}`).dispatchEvent(new FakeStateChangeEvent(skipped));
  });

const priceOf = (code: string) => screen.getAllByTestId('live-price').find((node) => node.dataset.code === code)!;

describe('live cells in rows the browser skips off screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('write nothing while their row is skipped, and catch up the moment it is drawn again', () => {
    vi.stubGlobal('ContentVisibilityAutoStateChangeEvent', FakeStateChangeEvent);
    const store = new MarketStore({ schedule: (flush) => flush() });
    renderWithProviders(
      <>
        {rowOf('btcusdt')}
        {rowOf('ethusdt')}
      </>,
      { market: store },
    );
    act(() => {
      store.apply(price('btcusdt', 104250.5));
      store.apply(price('ethusdt', 3150.25));
    });
    expect(priceOf('btcusdt')).toHaveAttribute('data-price', '104250.5');

    setSkipped('btcusdt', true);
    act(() => {
      store.apply(price('btcusdt', 104300));
      store.apply(price('ethusdt', 3160));
    });
    // the skipped row keeps what it showed; the row on screen follows
    expect(priceOf('btcusdt')).toHaveAttribute('data-price', '104250.5');
    expect(priceOf('ethusdt')).toHaveAttribute('data-price', '3160');

    setSkipped('btcusdt', false);
    expect(priceOf('btcusdt')).toHaveAttribute('data-price', '104300');
    expect(priceOf('btcusdt')).toHaveAttribute('data-status', '1');
  });

  it('still show at once that a skipped symbol went stale', () => {
    vi.stubGlobal('ContentVisibilityAutoStateChangeEvent', FakeStateChangeEvent);
    const store = new MarketStore({ schedule: (flush) => flush() });
    renderWithProviders(rowOf('btcusdt'), { market: store });
    act(() => store.apply(price('btcusdt', 104250.5)));
    setSkipped('btcusdt', true);
    act(() => store.apply(price('btcusdt', 0)));
    expect(priceOf('btcusdt')).toHaveAttribute('data-status', '-1');
  });

  it('read no snapshot while their row is skipped (the change is worked out only for what is drawn)', () => {
    vi.stubGlobal('ContentVisibilityAutoStateChangeEvent', FakeStateChangeEvent);
    const store = new MarketStore({ schedule: (flush) => flush() });
    renderWithProviders(rowOf('btcusdt'), { market: store });
    act(() => store.apply(price('btcusdt', 104250.5)));
    setSkipped('btcusdt', true);
    const read = vi.spyOn(store, 'get');
    act(() => {
      for (let step = 1; step <= 50; step += 1) store.apply(price('btcusdt', 104250.5 + step));
    });
    expect(read).not.toHaveBeenCalled();
    setSkipped('btcusdt', false);
    expect(read).toHaveBeenCalled();
    expect(priceOf('btcusdt')).toHaveAttribute('data-price', '104300.5');
  });

  it('mounted into a row already skipped, start from its state', () => {
    vi.stubGlobal('ContentVisibilityAutoStateChangeEvent', FakeStateChangeEvent);
    const store = new MarketStore({ schedule: (flush) => flush() });
    let remount = (): void => undefined;
    const Row = () => {
      const [generation, setGeneration] = useState(0);
      remount = () => setGeneration((value) => value + 1);
      return (
        <div data-testid="row-btcusdt" {...{ [SKIPS_OFFSCREEN]: '' }}>
          <LivePrice code="btcusdt" key={generation} />
        </div>
      );
    };
    renderWithProviders(<Row />, { market: store });
    act(() => store.apply(price('btcusdt', 104250.5)));
    setSkipped('btcusdt', true);
    act(() => store.apply(price('btcusdt', 104280)));
    // the cell mounts again (another language, say) inside the same skipped row: it draws what is
    // current once, then waits for the row like the others
    act(() => remount());
    expect(priceOf('btcusdt')).toHaveAttribute('data-price', '104280');
    act(() => store.apply(price('btcusdt', 104300)));
    expect(priceOf('btcusdt')).toHaveAttribute('data-price', '104280');
    setSkipped('btcusdt', false);
    expect(priceOf('btcusdt')).toHaveAttribute('data-price', '104300');
  });

  it('where the browser does not report skipping, follow every price', () => {
    const store = new MarketStore({ schedule: (flush) => flush() });
    renderWithProviders(rowOf('btcusdt'), { market: store });
    setSkipped('btcusdt', true);
    act(() => store.apply(price('btcusdt', 104300)));
    expect(priceOf('btcusdt')).toHaveAttribute('data-price', '104300');
  });
});
