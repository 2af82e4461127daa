import { Box, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { changeLanguage } from '../../i18n/i18n';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { usePersistedState } from '../../lib/persisted-state';
import { pathOf } from '../../lib/route-paths';

export const LanguageScreen = () => {
  const { t } = useTranslation();
  const current = usePersistedState((state) => state.language);
  const [switching, setSwitching] = useState<Language | null>(null);

  const choose = async (language: Language): Promise<void> => {
    if (language === current || switching) return;
    setSwitching(language);
    try {
      await changeLanguage(language);
    } finally {
      setSwitching(null);
    }
  };

  return (
    <Page title={t('language.title')} backTo={pathOf('me')}>
      <Stack
        gap="0"
        role="radiogroup"
        aria-label={t('language.title')}
        bg="bg.surface"
        borderRadius="l3"
        overflow="hidden"
      >
        {LANGUAGES.map((language) => {
          const selected = language === current;
          return (
            <Box
              as="button"
              key={language}
              role="radio"
              aria-checked={selected}
              lang={language}
              data-language={language}
              onClick={() => void choose(language)}
              px="4"
              py="3.5"
              textAlign="start"
              borderBottomWidth="1px"
              borderColor="border.muted"
              _last={{ borderBottomWidth: 0 }}
              _hover={{ bg: 'bg.muted' }}
              cursor="pointer"
            >
              <Flex align="center" justify="space-between">
                <Text fontWeight={selected ? 'semibold' : 'normal'}>{t(`language.names.${language}`)}</Text>
                {switching === language ? (
                  <Spinner size="sm" color="brand.solid" />
                ) : (
                  selected && <Check size={18} aria-hidden color="var(--chakra-colors-brand-solid)" />
                )}
              </Flex>
            </Box>
          );
        })}
      </Stack>
    </Page>
  );
};
