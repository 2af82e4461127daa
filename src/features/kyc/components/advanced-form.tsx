import { Button, Field, HStack, Input, RadioGroup, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { ImagePicker } from '../../../components/image-picker';
import { advancedSchema, DOCUMENT_TYPES, type AdvancedInput, type AdvancedValues } from '../schemas';
import { useDocumentUpload } from '../hooks/use-kyc';

interface AdvancedFormProps {
  pending: boolean;
  onSubmit: (values: AdvancedValues) => void;
}

/** Advanced verification: document type, name, number, and both sides photographed and uploaded. */
export const AdvancedForm = ({ pending, onSubmit }: AdvancedFormProps) => {
  const { t } = useTranslation('kyc');
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<AdvancedInput, unknown, AdvancedValues>({
    resolver: zodResolver(advancedSchema),
    defaultValues: { type: '1', fullname: '', cardid: '', front_img: '', back_img: '' },
    mode: 'onTouched',
  });
  const front = useDocumentUpload((path) => setValue('front_img', path, { shouldValidate: true }));
  const back = useDocumentUpload((path) => setValue('back_img', path, { shouldValidate: true }));
  const message = (key: string | undefined) => (key ? t(key as 'validation.idFormat') : undefined);
  const problems = { type: t('advanced.badType'), size: t('advanced.tooLarge') };
  const uploading = front.pending || back.pending;

  return (
    <form noValidate aria-label={t('advanced.title')} onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Stack gap="4">
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <Field.Root>
              <Field.Label>{t('fields.docType')}</Field.Label>
              <RadioGroup.Root
                value={field.value}
                onValueChange={(details) => field.onChange(details.value)}
                name={field.name}
                colorPalette="brand"
                aria-label={t('fields.docType')}
              >
                <HStack gap="4" wrap="wrap">
                  {DOCUMENT_TYPES.map((type) => (
                    <RadioGroup.Item key={type} value={type}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{t(`docTypes.${type}`)}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </HStack>
              </RadioGroup.Root>
            </Field.Root>
          )}
        />
        <FormField label={t('fields.fullname')} error={message(errors.fullname?.message)} required>
          <Input
            {...register('fullname')}
            autoComplete="name"
            size="lg"
            placeholder={t('fields.fullnamePlaceholder')}
          />
        </FormField>
        <FormField label={t('fields.cardid')} error={message(errors.cardid?.message)} required>
          <Input {...register('cardid')} autoComplete="off" size="lg" placeholder={t('fields.cardidPlaceholder')} />
        </FormField>
        <SimpleGrid columns={2} gap="3">
          <ImagePicker
            testId="kyc-front"
            label={t('fields.front')}
            chooseLabel={t('advanced.choose')}
            problems={problems}
            busy={front.pending}
            error={message(errors.front_img?.message)}
            onSelect={front.upload}
          />
          <ImagePicker
            testId="kyc-back"
            label={t('fields.back')}
            chooseLabel={t('advanced.choose')}
            problems={problems}
            busy={back.pending}
            error={message(errors.back_img?.message)}
            onSelect={back.upload}
          />
        </SimpleGrid>
        <Button type="submit" colorPalette="brand" size="lg" loading={pending} disabled={pending || uploading}>
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
};
