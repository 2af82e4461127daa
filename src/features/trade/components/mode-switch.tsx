import { Button, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo } from '../../../lib/route-paths';

/** Options (this screen) or the perpetual contract screen of the same symbol. */
export const ModeSwitch = ({ code }: { code: string }) => {
  const { t } = useTranslation('trade');
  return (
    <Flex as="nav" aria-label={t('mode.label')} bg="bg.muted" borderRadius="l2" p="1" gap="1">
      <Button flex="1" size="sm" variant="solid" colorPalette="brand" aria-current="page" pointerEvents="none">
        {t('mode.options')}
      </Button>
      <Button asChild flex="1" size="sm" variant="ghost">
        <Link to={pathTo('contract', { symbol: code })} data-testid="to-contract">
          {t('mode.contract')}
        </Link>
      </Button>
    </Flex>
  );
};
