import { Badge, Float } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useIsSignedIn } from '../lib/session';
import { useQuery } from '@tanstack/react-query';
import { messageQueries } from '../api/queries/messages';

/**
 * Everything unread in the message centre (customer service, system messages, announcements), or
 * null while it is not known or nobody is signed in. Opening a message refreshes it.
 */
export const useUnreadTotal = (): number | null => {
  const signedIn = useIsSignedIn();
  const counts = useQuery({ ...messageQueries.unreadCounts(), enabled: signedIn });
  if (!signedIn || !counts.data) return null;
  const { customer_service: support, system_messages: system, announcements } = counts.data;
  return support + system + announcements;
};

/** The count on a tab or an icon: a number with an accessible "n unread", nothing at 0. */
export const UnreadBadge = ({ count, testId }: { count: number | null; testId?: string }) => {
  const { t } = useTranslation();
  if (count === null || count <= 0) return null;
  return (
    <Float placement="top-end" offsetX="1" offsetY="1">
      <Badge
        colorPalette="red"
        variant="solid"
        borderRadius="full"
        size="sm"
        px="1.5"
        aria-label={t('tabs.unread', { count })}
        data-testid={testId}
      >
        {count > 99 ? '99+' : count}
      </Badge>
    </Float>
  );
};
