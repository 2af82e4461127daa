import { useRef, useState } from 'react';
import { Box, Button, Field, Image, Input, Stack, Text } from '@chakra-ui/react';
import { ImagePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useUploadFile } from '../../../api/generated/endpoints/files/files';
import { IMAGE_TYPES, imageProblem, readAsDataUrl } from '../../../lib/image-file';

interface VoucherFieldProps {
  /** The uploaded path, or null. */
  onUploaded: (path: string | null) => void;
  error?: string | undefined;
}

/** The transfer voucher: picked, checked (type and size), previewed and uploaded at once. */
export const VoucherField = ({ onUploaded, error }: VoucherFieldProps) => {
  const { t } = useTranslation('wallet');
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadFile({
    mutation: { onSuccess: (response) => onUploaded(response.data.image), onError: () => onUploaded(null) },
  });

  const pick = async (file: File | undefined): Promise<void> => {
    if (!file) return;
    const bad = imageProblem(file);
    if (bad) {
      setProblem(t(`voucher.${bad}`));
      if (input.current) input.current.value = '';
      return;
    }
    setProblem(null);
    onUploaded(null);
    upload.mutate({ data: { file } });
    setPreview(await readAsDataUrl(file).catch(() => null));
  };

  // asked for while the picture is still on its way: say so, rather than ask for a voucher again
  const message = problem ?? (error && upload.isPending ? t('voucher.stillUploading') : error);
  return (
    <Field.Root invalid={message !== undefined && message !== null} required>
      <Field.Label>
        {t('voucher.label')}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        display="none"
        data-testid="voucher-input"
        onChange={(event) => void pick(event.currentTarget.files?.[0])}
      />
      <Stack gap="2" w="full">
        {preview && (
          <Box borderRadius="l2" overflow="hidden" borderWidth="1px" borderColor="border.muted">
            <Image src={preview} alt={t('voucher.preview')} maxH="48" mx="auto" />
          </Box>
        )}
        <Button
          variant="outline"
          onClick={() => input.current?.click()}
          loading={upload.isPending}
          loadingText={t('voucher.uploading')}
        >
          <ImagePlus />
          {preview ? t('voucher.change') : t('voucher.choose')}
        </Button>
        {upload.isSuccess && !problem && (
          <Text fontSize="sm" color="profit" data-testid="voucher-uploaded">
            {t('voucher.uploaded')}
          </Text>
        )}
      </Stack>
      {message ? (
        <Field.ErrorText>{message}</Field.ErrorText>
      ) : (
        <Field.HelperText>{t('voucher.hint')}</Field.HelperText>
      )}
    </Field.Root>
  );
};
