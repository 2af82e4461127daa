import { useId, useRef, useState } from 'react';
import { Box, Button, Center, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { ImagePlus } from 'lucide-react';
import { IMAGE_TYPES, imageProblem, readAsDataUrl, type ImageProblem } from '../lib/image-file';

interface ImagePickerProps {
  /** The field's name, read by assistive technology and shown above the picture. */
  label: string;
  /** The button's text. */
  chooseLabel: string;
  /** A picture to show before one is chosen (e.g. the current avatar or an uploaded document). */
  currentUrl?: string | undefined;
  /** Translated messages for a file that cannot be used. */
  problems: Record<ImageProblem, string>;
  /** A valid image was chosen; its preview is shown. */
  onSelect: (file: File) => void;
  busy?: boolean;
  error?: string | undefined;
  round?: boolean;
  testId?: string;
}

/**
 * Choose a picture from the device (camera or gallery on a phone): checks its type and size,
 * shows a preview, then hands the file over. Nothing is uploaded here.
 */
export const ImagePicker = ({
  label,
  chooseLabel,
  currentUrl,
  problems,
  onSelect,
  busy,
  error,
  round,
  testId,
}: ImagePickerProps) => {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const shown = preview ?? currentUrl;
  const message = problem ? problems[problem] : error;

  const choose = async (file: File | undefined): Promise<void> => {
    if (!file) return;
    const why = imageProblem(file);
    setProblem(why);
    if (why) return;
    setPreview(await readAsDataUrl(file).catch(() => null));
    onSelect(file);
  };

  return (
    <Stack gap="2" align="center" data-testid={testId}>
      <Text asChild fontWeight="medium" alignSelf="flex-start">
        <label htmlFor={id}>{label}</label>
      </Text>
      <Center
        w={round ? '24' : 'full'}
        h={round ? '24' : '36'}
        borderRadius={round ? 'full' : 'l2'}
        borderWidth="1px"
        borderStyle={shown ? 'solid' : 'dashed'}
        borderColor={message ? 'border.error' : 'border.muted'}
        bg="bg.muted"
        overflow="hidden"
        position="relative"
      >
        {shown ? <Image src={shown} alt={label} objectFit="cover" w="full" h="full" /> : <ImagePlus aria-hidden />}
        {busy && (
          <Box position="absolute" inset="0" bg="bg/70" display="flex" alignItems="center" justifyContent="center">
            <Spinner size="sm" />
          </Box>
        )}
      </Center>
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hidden
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button size="sm" variant="outline" onClick={() => input.current?.click()} disabled={busy}>
        <ImagePlus />
        {chooseLabel}
      </Button>
      {message && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {message}
        </Text>
      )}
    </Stack>
  );
};
