import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { MessageSections } from './components/message-sections';

export const MessageCenterScreen = () => {
  const { t } = useTranslation('messages');
  return (
    <Page title={t('title')} backTo="/pages/home/msgs">
      <MessageSections />
    </Page>
  );
};
