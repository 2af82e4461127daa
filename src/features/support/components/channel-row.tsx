import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import { ImageAvatar } from '../../../components/image-avatar';
import { ExternalLink, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CustomerServiceChannel } from '../../../api/generated/model';
import { assetUrl } from '../../../lib/env';
import { openableUrl } from '../../../lib/safe-link';

const KNOWN_TYPES = ['online', 'line', 'telegram', 'whatsapp'] as const;
type KnownType = (typeof KNOWN_TYPES)[number];
const isKnown = (type: string): type is KnownType => (KNOWN_TYPES as readonly string[]).includes(type);

/**
 * A channel opens its own link in a new tab; live chat and LINE are highlighted. A link the link
 * checker refuses (anything but https) is shown as a channel that cannot be opened, never as a link.
 */
export const ChannelRow = ({ channel }: { channel: CustomerServiceChannel }) => {
  const { t } = useTranslation('support');
  const type = channel.type.toLowerCase();
  const href = openableUrl(channel.url);
  const highlighted = href !== null && (type === 'online' || type === 'line');
  const typeLabel = t(`types.${isKnown(type) ? type : 'other'}`);
  const row = (
    <Flex
      align="center"
      gap="3"
      p="4"
      bg={highlighted ? 'brand.subtle' : 'bg.surface'}
      borderRadius="l3"
      borderWidth="1px"
      borderColor={highlighted ? 'brand.emphasized' : 'border.muted'}
      _hover={{ borderColor: 'brand.border' }}
    >
      <ImageAvatar
        size="md"
        shape="rounded"
        fallback={<MessageCircle size={20} />}
        src={channel.image ? assetUrl(channel.image) : undefined}
      />
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontWeight="semibold" truncate>
          {channel.name}
        </Text>
        <Badge alignSelf="flex-start" size="sm" variant="subtle" colorPalette={highlighted ? 'brand' : 'gray'}>
          {typeLabel}
        </Badge>
        {href === null && (
          <Text fontSize="xs" color="fg.muted" data-testid="unsafe-link">
            {t('unsafeLink')}
          </Text>
        )}
      </Stack>
      {href !== null && <ExternalLink size={18} aria-hidden />}
    </Flex>
  );
  if (href === null) {
    return (
      <div data-testid="support-channel" data-type={type} aria-disabled="true">
        {row}
      </div>
    );
  }
  return (
    // named by what the row shows (the channel and its kind), so the name is what a voice user reads off the screen
    <a href={href} target="_blank" rel="noopener noreferrer" data-testid="support-channel" data-type={type}>
      {row}
    </a>
  );
};
