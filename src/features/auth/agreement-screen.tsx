import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { AgreementContent } from './components/agreement-content';
import { pathOf } from '../../lib/route-paths';

export const AgreementScreen = () => {
  const { t } = useTranslation('auth');
  return (
    <Page title={t('agreement.title')} backTo={pathOf('register')}>
      <AgreementContent />
    </Page>
  );
};
