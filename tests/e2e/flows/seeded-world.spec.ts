import { EXAMPLE_ACCOUNT, expect, open, test } from '../fixtures';
import { asUser, signIn, type Account } from './sandbox';

type Page<T> = { result: { list: T[] } };

/**
 * The seed's people and signals are drawn from faker (decision 0041): the flow reads them from the
 * sandbox, as the example account, and finds them on the screens, whatever the seed drew. It only
 * reads: the example account stays as the README describes it for the other flows.
 */
test('the example account’s team and the signal channel show the names the seed drew', async ({ page, request }) => {
  const login = await request.post('/api/login', {
    headers: { Lang: 'en' },
    data: { userName: EXAMPLE_ACCOUNT.phone, password: EXAMPLE_ACCOUNT.password, type: 'username' },
  });
  const account: Account = {
    ...EXAMPLE_ACCOUNT,
    token: ((await login.json()) as { data: { token: string } }).data.token,
  };
  const members = (
    await asUser<Page<{ nickname: string; username: string }>>(
      request,
      account,
      'GET',
      '/team/members?level=1&page=1&limit=50',
    )
  ).result.list;
  expect(members.map((member) => member.username).sort()).toEqual(['090****001', '090****002', '090****003']);
  const signals = (
    await asUser<Page<{ author: string; symbol: string }>>(request, account, 'GET', '/signalchannel?page=1&limit=10')
  ).result.list;
  expect(signals.length).toBeGreaterThan(0);

  await signIn(page, account);
  await open(page, '/pages/user/team');
  for (const member of members) await expect(page.getByText(member.nickname, { exact: true })).toBeVisible();
  await open(page, '/pages/signalchannel');
  await expect(page.getByText(signals[0]!.author, { exact: true }).first()).toBeVisible();
});
