import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { ChevronRight, Headset, Languages, Moon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NativeSwitch } from '../../../components/native-switch';
import { useColorMode } from '../../../theme/color-mode';
import { usePersistedState } from '../../../lib/persisted-state';
import { pathOf } from '../../../lib/route-paths';

const Row = ({ icon, label, children }: { icon: ReactNode; label: ReactNode; children?: ReactNode }) => (
  <Flex align="center" gap="3" px="4" py="3.5" minH="12">
    <Box color="fg.muted" aria-hidden>
      {icon}
    </Box>
    <Text flex="1">{label}</Text>
    {children}
  </Flex>
);

/** Device settings on the "me" tab: language, theme, customer service. */
export const SettingsList = () => {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('profile');
  const { theme, setTheme } = useColorMode();
  const language = usePersistedState((state) => state.language);
  return (
    <Stack
      gap="0"
      bg="bg.surface"
      borderRadius="l3"
      overflow="hidden"
      separator={<Box borderBottomWidth="1px" borderColor="border.muted" />}
    >
      <Link to={pathOf('language')} data-testid="settings-language">
        <Row icon={<Languages size={20} />} label={t('language.label')}>
          <Text color="fg.muted" fontSize="sm">
            {t(`language.names.${language}`)}
          </Text>
          <ChevronRight size={18} aria-hidden />
        </Row>
      </Link>
      <Row icon={<Moon size={20} />} label={t('theme.label')}>
        <NativeSwitch
          checked={theme === 'dark'}
          onCheckedChange={(checked) => setTheme(checked ? 'dark' : 'light')}
          label={t('theme.label')}
          data-testid="theme-switch"
        />
      </Row>
      <Link to={pathOf('support')}>
        <Row icon={<Headset size={20} />} label={tp('support')}>
          <ChevronRight size={18} aria-hidden />
        </Row>
      </Link>
    </Stack>
  );
};
