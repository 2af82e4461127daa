import { Button, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { nicknameSchema, type NicknameFormInput, type NicknameFormValues } from '../schemas';
import { useChangeNickname } from '../hooks/use-account-mutations';

export const NicknameForm = ({ nickname }: { nickname: string }) => {
  const { t } = useTranslation('profile');
  const { save, pending } = useChangeNickname();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NicknameFormInput, unknown, NicknameFormValues>({
    resolver: zodResolver(nicknameSchema),
    defaultValues: { nickname },
    mode: 'onTouched',
  });
  const message = errors.nickname?.message;
  return (
    <form
      noValidate
      aria-label={t('info.nickname.label')}
      onSubmit={(event) => void handleSubmit((values) => save(values.nickname))(event)}
    >
      <Stack gap="3" bg="bg.surface" borderRadius="l3" p="4">
        <FormField
          label={t('info.nickname.label')}
          helper={t('info.nickname.hint')}
          error={message ? t(message as 'info.nickname.length') : undefined}
        >
          <Input {...register('nickname')} autoComplete="nickname" placeholder={t('info.nickname.placeholder')} />
        </FormField>
        <Button type="submit" colorPalette="brand" loading={pending}>
          {t('info.nickname.save')}
        </Button>
      </Stack>
    </form>
  );
};
