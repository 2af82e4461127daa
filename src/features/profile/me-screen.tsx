import { lazy, Suspense, type ComponentType } from 'react';
import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { LoadingRows } from '../../components/query-state';
import { useIsSignedIn } from '../../lib/session';
import { SettingsList } from './components/settings-list';
import type * as MemberPartsModule from './components/member-parts';

type MemberParts = typeof MemberPartsModule;
import { pathOf } from '../../lib/route-paths';

/** A signed-in user's parts of the tab (see member-parts.tsx); the route starts their download with the screen's. */
const loadMemberParts = (): Promise<MemberParts> => import('./components/member-parts');
const SignedInCard = lazy(() => loadMemberParts().then((m) => ({ default: m.SignedInCard })));
const SignOutButton = lazy(() => loadMemberParts().then((m) => ({ default: m.SignOutButton })));

const VisitorCard = () => {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation();
  // A visitor sent here by the guard keeps where they were headed, through sign-in.
  const { state } = useLocation() as { state: unknown };
  return (
    <Box bg="bg.surface" borderRadius="l3" p="5" data-testid="visitor-card">
      <Heading as="h2" size="lg">
        {t('visitor.title')}
      </Heading>
      <Text color="fg.muted" mt="1">
        {t('visitor.body')}
      </Text>
      <Stack direction="row" gap="3" mt="4">
        <Button asChild colorPalette="brand" flex="1">
          <Link to={pathOf('login')} state={state}>
            {tc('actions.signIn')}
          </Link>
        </Button>
        <Button asChild variant="outline" flex="1">
          <Link to={pathOf('register')}>{tc('actions.register')}</Link>
        </Button>
      </Stack>
    </Box>
  );
};

/**
 * The tab for a signed-in user. `parts`: the member parts, when the route downloaded them with the
 * screen: drawn at once, where a lazy part would first show its fallback (React shows a fallback for
 * at least 300 ms), then push the settings below it down by the card's height.
 */
export const MeScreen = ({ parts }: { parts?: MemberParts }) => {
  const { t } = useTranslation('profile');
  const signedIn = useIsSignedIn();
  const Card = parts?.SignedInCard ?? SignedInCard;
  const SignOut = parts?.SignOutButton ?? SignOutButton;
  return (
    <Container maxW="lg" px="4" py="4">
      <Heading as="h1" size="xl" mb="4">
        {t('title')}
      </Heading>
      <Stack gap="4">
        {signedIn ? (
          <Suspense fallback={<LoadingRows rows={1} height="36" />}>
            <Card />
          </Suspense>
        ) : (
          <VisitorCard />
        )}
        <SettingsList />
        {signedIn && (
          <Suspense fallback={null}>
            <SignOut />
          </Suspense>
        )}
      </Stack>
    </Container>
  );
};

/** The tab with the member parts the route has already downloaded. */
export const withMemberParts =
  (parts: MemberParts): ComponentType =>
  () => <MeScreen parts={parts} />;
