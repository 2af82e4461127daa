import { Stack, Text } from '@chakra-ui/react';
import { KeyRound, LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { LoadingRows, QueryError } from '../../components/query-state';
import { AvatarForm } from './components/avatar-form';
import { LinkRows } from './components/link-rows';
import { NicknameForm } from './components/nickname-form';
import { useCurrentUser } from '../../api/queries/use-current-user';
import { PayPasswordStatus } from '../../api/provider-values';
import { pathOf, pathTo } from '../../lib/route-paths';

/** Personal information: avatar, nickname, and the password screens. */
export const UserInfoScreen = () => {
  const { t } = useTranslation('profile');
  const profile = useCurrentUser();
  const user = profile.data;
  return (
    <Page title={t('info.title')} backTo={pathOf('userCenter')}>
      <Stack gap="4">
        {profile.isError && (
          <QueryError title={t('loadFailed')} error={profile.error} onRetry={() => void profile.refetch()} />
        )}
        {profile.isPending && <LoadingRows rows={3} height="24" />}
        {user && (
          <>
            <AvatarForm avatar={user.avatar} />
            <NicknameForm key={user.nickname ?? ''} nickname={user.nickname ?? ''} />
            <LinkRows
              rows={[
                { to: pathOf('loginPassword'), icon: <KeyRound size={20} />, label: t('info.loginPassword') },
                {
                  to: pathTo('payPassword', { from: pathOf('userInfo') }),
                  icon: <LockKeyhole size={20} />,
                  label: t('info.payPassword'),
                  value: (
                    <Text color="fg.muted" fontSize="sm">
                      {user.moneypssd_status === PayPasswordStatus.set ? t('info.set') : t('info.notSet')}
                    </Text>
                  ),
                },
              ]}
            />
          </>
        )}
      </Stack>
    </Page>
  );
};
