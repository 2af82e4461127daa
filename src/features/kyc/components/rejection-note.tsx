import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A rejected level: that it was rejected, the provider's reason when it sends one, and that it may be sent again. */
export const RejectionNote = ({ reason, testId }: { reason: string | null | undefined; testId: string }) => {
  const { t } = useTranslation('kyc');
  return (
    <Alert.Root status="error" variant="subtle" borderRadius="l2" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('rejectedNote')}</Alert.Title>
        {reason && <Alert.Description>{t('rejection.reason', { reason })}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
};
