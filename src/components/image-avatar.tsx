import { useState, type ReactNode } from 'react';
import { createSlotRecipeContext, type HTMLChakraProps, type SlotRecipeProps } from '@chakra-ui/react';

/**
 * A picture in a circle (or a rounded square) with initials or an icon until it has loaded, or
 * when there is none or it fails: Chakra's avatar look, without its per-avatar state machine. Lists
 * draw one per row (the market list, deposit channels, team members), and the home screen's market
 * overview is drawn at start-up, so each costs a plain image, not a machine.
 */
const { withProvider, withContext } = createSlotRecipeContext({ key: 'avatar' });

type RootProps = HTMLChakraProps<'span', SlotRecipeProps<'avatar'>>;
const Root = withProvider<HTMLSpanElement, RootProps>('span', 'root');
const Image = withContext<HTMLImageElement, HTMLChakraProps<'img'>>('img', 'image');
const Fallback = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'fallback');

/** "Bitcoin Cash" → "BC", "ETH/USDT" → "E": the first letters of the first and the last word. */
export const initialsOf = (name: string): string => {
  const words = name.trim().split(/\s+/);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
};

export interface ImageAvatarProps {
  /** The picture's address; none draws the fallback. */
  src?: string | undefined;
  /** Whose picture: its initials are the fallback. */
  name?: string;
  /** A fallback other than initials (an icon). */
  fallback?: ReactNode;
  size?: SlotRecipeProps<'avatar'>['size'];
  shape?: SlotRecipeProps<'avatar'>['shape'];
}

export const ImageAvatar = ({ src, name = '', fallback, size, shape }: ImageAvatarProps) => {
  const [loaded, setLoaded] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const showsImage = src !== undefined && loaded === src;
  return (
    <Root size={size} shape={shape}>
      {!showsImage && <Fallback>{fallback ?? initialsOf(name)}</Fallback>}
      {src !== undefined && failed !== src && (
        <Image
          src={src}
          alt=""
          decoding="async"
          hidden={!showsImage}
          onLoad={() => setLoaded(src)}
          onError={() => setFailed(src)}
        />
      )}
    </Root>
  );
};
