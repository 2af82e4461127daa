import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { MessageSections } from './components/message-sections';
import { pathOf } from '../../lib/route-paths';

export const MessageCenterScreen = () => {
  const { t } = useTranslation('messages');
  return (
    <Page title={t('title')} backTo={pathOf('messages')}>
      <MessageSections />
    </Page>
  );
};
