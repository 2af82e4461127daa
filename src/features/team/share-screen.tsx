import { Box, Button, Center, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Share2, Users } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../components/page';
import { QueryError } from '../../components/query-state';
import { CopyRow } from './components/copy-row';
import { canShare, useInvite } from './hooks/use-invite';
import { pathOf } from '../../lib/route-paths';

/** Stands for the code and the link while the user loads (unseen under the skeleton). */
const BLANK = '\u00a0';

/** The invite code, the registration link it opens, its QR code, copy and the share sheet. */
export const ShareScreen = () => {
  const { t } = useTranslation('team');
  const { query, code, link } = useInvite();
  const share = (): void => {
    void navigator
      .share({ title: t('share.shareTitle'), text: t('share.shareText', { code }), url: link })
      .catch(() => undefined);
  };
  // the values are named only once they are the user's (the skeleton's stand-ins are not)
  const loaded = Boolean(query.data);
  const id = (testId: string): string | undefined => (loaded ? testId : undefined);
  const card = (
    <Stack gap="4" bg="bg.surface" borderRadius="l3" p="4" data-testid={id('invite-card')}>
      <Center>
        <Box p="3" borderRadius="l2" borderWidth="1px" borderColor="border.muted" data-testid={id('invite-qr')}>
          <QRCodeSVG value={loaded ? link : BLANK} size={184} marginSize={2} title={t('share.qr')} />
        </Box>
      </Center>
      <CopyRow
        label={t('share.code')}
        value={loaded ? code : BLANK}
        copyLabel={t('share.copyCode')}
        testId={id('invite-code')}
      />
      <CopyRow
        label={t('share.link')}
        value={loaded ? link : BLANK}
        copyLabel={t('share.copyLink')}
        testId={id('invite-link')}
      />
      {canShare() && (
        <Button colorPalette="brand" onClick={share}>
          <Share2 />
          {t('share.share')}
        </Button>
      )}
    </Stack>
  );
  return (
    <Page title={t('share.title')} backTo={pathOf('userCenter')}>
      <Stack gap="4">
        <Text color="fg.muted">{t('share.intro')}</Text>
        {query.isError && <QueryError error={query.error} onRetry={() => void query.refetch()} />}
        {query.isPending ? (
          // The card itself, unseen under the skeleton: it has the card's height, so the link to the
          // team below does not move when the code arrives.
          <Skeleton borderRadius="l3" aria-busy="true" data-testid="invite-loading">
            <Box inert>{card}</Box>
          </Skeleton>
        ) : (
          query.data && card
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
