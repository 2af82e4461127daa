import { routes, saveCalls } from './faults';
import { expect, test } from './lane';
import { groups } from './plan';

/**
 * Which calls each route makes to draw itself, on a healthy provider: the app is loaded afresh on
 * each route (nothing in memory, so the screen asks for everything it needs) and the calls are
 * counted until the screen is drawn (no progress bar, skeleton or spinner; the network quiet).
 * Every call made without a tap is a read the screen needs, whatever its method (the welfare
 * centre reads its page with a POST). The start-up calls are those of a route that draws nothing
 * of its own. The result (reports/faults/calls) is shared by every test of the `faults` project.
 */
const START = '/pages/no-such-screen';

// one group per worker: the faults project waits for all of them
groups(routes(), Math.ceil(routes().length / Number(process.env.FAULT_WORKERS ?? 3))).forEach((group, index, all) => {
  test(`calls of routes ${index + 1}/${all.length}`, async ({ lane }) => {
    const session = lane.session(null, () => false);
    const start = await session.open(START);
    // a signed-in app asks for something at start-up, whatever the screen
    await session.drawn({ asks: true });
    const shell = [...start.calls].sort();
    expect(shell.length).toBeGreaterThan(0);
    for (const route of group) {
      const visit = await session.open(route);
      await session.drawn();
      await expect(lane.page.locator('#root')).not.toBeEmpty();
      saveCalls(route, [...visit.calls].sort(), shell);
    }
  });
});
