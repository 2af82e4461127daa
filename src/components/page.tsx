import type { ReactNode } from 'react';
import { Box, Container, Flex, Heading, IconButton } from '@chakra-ui/react';
import { ChevronLeft } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useCanGoBack } from '../lib/navigation';
import { useTranslation } from 'react-i18next';

interface PageProps {
  title: ReactNode;
  children: ReactNode;
  /** Where the back arrow goes when there is no history (a deep link). Omit for no arrow. */
  backTo?: string;
  actions?: ReactNode;
}

/** A screen with a sticky header (back arrow, title, actions) and a phone-width body. */
export const Page = ({ title, children, backTo, actions }: PageProps) => {
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  const { t } = useTranslation();
  const back = (): void => {
    if (canGoBack()) void navigate(-1);
    else if (backTo) void navigate(backTo, { replace: true });
  };
  return (
    <Box minH="100dvh" bg="bg.canvas">
      <Box
        as="header"
        position="sticky"
        top="0"
        zIndex="sticky"
        bg="bg.surface"
        borderBottomWidth="1px"
        borderColor="border.muted"
      >
        <Container maxW="lg" px="2">
          <Flex h="12" align="center" gap="1">
            {backTo !== undefined ? (
              <IconButton aria-label={t('actions.back')} variant="ghost" size="sm" onClick={back}>
                <ChevronLeft />
              </IconButton>
            ) : (
              <Box w="8" />
            )}
            <Heading as="h1" size="md" flex="1" textAlign="center" truncate>
              {title}
            </Heading>
            <Flex minW="8" justify="flex-end">
              {actions}
            </Flex>
          </Flex>
        </Container>
      </Box>
      <Container as="main" maxW="lg" px="4" py="4">
        {children}
      </Container>
    </Box>
  );
};
