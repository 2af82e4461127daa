import { Box, Button, Center, Stack, Text } from '@chakra-ui/react';
import { Share2, Users } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../components/page';
import { LoadingRows, QueryError } from '../../components/query-state';
import { CopyRow } from './components/copy-row';
import { canShare, useInvite } from './hooks/use-invite';
import { pathOf } from '../../lib/route-paths';

/** The invite code, the registration link it opens, its QR code, copy and the share sheet. */
export const ShareScreen = () => {
  const { t } = useTranslation('team');
  const { query, code, link } = useInvite();
  const share = (): void => {
    void navigator
      .share({ title: t('share.shareTitle'), text: t('share.shareText', { code }), url: link })
      .catch(() => undefined);
  };
  return (
    <Page title={t('share.title')} backTo={pathOf('userCenter')}>
      <Stack gap="4">
        <Text color="fg.muted">{t('share.intro')}</Text>
        {query.isPending && <LoadingRows rows={2} height="40" />}
        {query.isError && <QueryError error={query.error} onRetry={() => void query.refetch()} />}
        {query.data && (
          <Stack gap="4" bg="bg.surface" borderRadius="l3" p="4">
            <Center>
              <Box p="3" borderRadius="l2" borderWidth="1px" borderColor="border.muted" data-testid="invite-qr">
                <QRCodeSVG value={link} size={184} marginSize={2} title={t('share.qr')} />
              </Box>
            </Center>
            <CopyRow label={t('share.code')} value={code} copyLabel={t('share.copyCode')} testId="invite-code" />
            <CopyRow label={t('share.link')} value={link} copyLabel={t('share.copyLink')} testId="invite-link" />
            {canShare() && (
              <Button colorPalette="brand" onClick={share}>
                <Share2 />
                {t('share.share')}
              </Button>
            )}
          </Stack>
        )}
        <Button asChild variant="outline">
          <Link to={pathOf('team')}>
            <Users />
            {t('share.toTeam')}
          </Link>
        </Button>
      </Stack>
    </Page>
  );
};
