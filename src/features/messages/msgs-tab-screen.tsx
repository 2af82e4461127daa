import { Container, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MessageSections } from './components/message-sections';

/** Tab 2 of the home screen: the message centre, without a back arrow. */
export const MsgsTabScreen = () => {
  const { t } = useTranslation('messages');
  return (
    <Container maxW="lg" px="4" py="4">
      <Heading as="h1" size="xl" mb="4">
        {t('title')}
      </Heading>
      <MessageSections />
    </Container>
  );
};
