import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { KycState } from '../../../lib/kyc-status';

const COLOR: Record<KycState, string> = { 0: 'gray', 1: 'green', 2: 'red', 3: 'orange' };

export const KycBadge = ({ state, testId }: { state: KycState; testId?: string }) => {
  const { t } = useTranslation('kyc');
  return (
    <Badge colorPalette={COLOR[state]} variant="subtle" data-testid={testId}>
      {t(`status.${state}`)}
    </Badge>
  );
};
