import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { ImageAvatar } from '../../../components/image-avatar';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../../../api/generated/model';
import { assetUrl } from '../../../lib/env';
import { useProviderTime } from '../../../lib/use-provider-time';
import { useFormat } from '../../../lib/use-format';

export const MemberRow = ({ member }: { member: TeamMember }) => {
  const { t } = useTranslation('team');
  const providerTime = useProviderTime();
  const format = useFormat();
  const name = member.nickname?.trim() || member.username;
  return (
    <Box bg="bg.surface" borderRadius="l2" p="3" data-testid="team-member">
      <Flex gap="3" align="center">
        <ImageAvatar size="sm" name={name} src={member.avatar ? assetUrl(member.avatar) : undefined} />
        <Stack gap="0" flex="1" minW="0">
          <Text fontWeight="medium" truncate>
            {name}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {`${member.username} · ${providerTime(member.register_time)}`}
          </Text>
        </Stack>
        <Stack gap="0" textAlign="end" fontSize="sm">
          <Text>{t('team.memberDeposit', { amount: format.amount(member.deposit) })}</Text>
          <Text color="profit">{t('team.memberReward', { amount: format.amount(member.reward) })}</Text>
        </Stack>
      </Flex>
    </Box>
  );
};
