import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findOperation } from '../api/response-contract';
import { server } from '../../tests/support/msw-server';
import { renderApp } from '../../tests/support/render';
import { FIRST_CALLS } from './route-table';

/** The operations the app asks for while it shows `path`, in the order first asked. */
const record = (): string[] => {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const id = findOperation(request.method, request.url)?.id;
    if (id && !asked.includes(id)) asked.push(id);
  });
  return asked;
};

// The first render loads the lazy route: allow a slow machine its time.
const FIRST_LOAD = { timeout: 15_000 };

describe("a screen's first calls, as the screen makes them", () => {
  it.each([
    ['home', '/', () => screen.findAllByTestId('market-row', {}, FIRST_LOAD)],
    ['market', '/pages/home/market', () => screen.findAllByTestId('instrument-row', {}, FIRST_LOAD)],
    ['trade', '/pages/trade?symbol=btcusdt', () => screen.findByTestId('price-header', {}, FIRST_LOAD)],
  ] as const)('%s: every call it makes on opening has its check warmed, and no other', async (name, path, drawn) => {
    const asked = record();
    renderApp(path, { token: 'tok' });
    await drawn();
    const expected = [...FIRST_CALLS[name]].sort();
    await waitFor(() => expect([...asked].sort()).toEqual(expected), { timeout: 5000 });
  });
});
