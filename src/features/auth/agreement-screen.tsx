import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { AgreementContent } from './components/agreement-content';

export const AgreementScreen = () => {
  const { t } = useTranslation('auth');
  return (
    <Page title={t('agreement.title')} backTo="/pages/user/register">
      <AgreementContent />
    </Page>
  );
};
