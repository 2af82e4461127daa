import { useState } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../../components/image-picker';
import { assetUrl } from '../../../lib/env';
import { useChangeAvatar } from '../hooks/use-account-mutations';

/** Choose a picture, then upload it as the avatar. Nothing is sent until one is chosen. */
export const AvatarForm = ({ avatar }: { avatar: string | null | undefined }) => {
  const { t } = useTranslation('profile');
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const { change, pending } = useChangeAvatar(() => setFile(null));
  return (
    <Stack gap="3" bg="bg.surface" borderRadius="l3" p="4" align="center">
      <ImagePicker
        round
        testId="avatar-picker"
        label={t('info.avatar.label')}
        chooseLabel={t('info.avatar.choose')}
        currentUrl={assetUrl(avatar)}
        problems={{ type: t('info.avatar.badType'), size: t('info.avatar.tooLarge') }}
        error={missing ? t('info.avatar.required') : undefined}
        busy={pending}
        onSelect={(chosen) => {
          setFile(chosen);
          setMissing(false);
        }}
      />
      <Button
        colorPalette="brand"
        w="full"
        loading={pending}
        onClick={() => {
          if (!file) setMissing(true);
          else void change(file);
        }}
      >
        {t('info.avatar.upload')}
      </Button>
    </Stack>
  );
};
