import { useState } from 'react';
import { Box, Button, Center, Flex, Stack, Text } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { DepositChannelDetail } from '../../../api/generated/model';
import { toaster } from '../../../components/ui/toaster';

/** Where to send the money: the address (or bank account) to copy, its QR code, the network. */
export const AddressCard = ({ detail }: { detail: DepositChannelDetail }) => {
  const { t } = useTranslation('wallet');
  const [copied, setCopied] = useState(false);
  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(detail.address);
      setCopied(true);
      toaster.create({ type: 'success', description: t('deposit.copied') });
    } catch {
      toaster.create({ type: 'error', description: t('deposit.copyFailed') });
    }
  };
  return (
    <Box bg="bg.surface" borderRadius="l3" p="4" data-testid="deposit-address">
      <Stack gap="3">
        <Flex justify="space-between" fontSize="sm">
          <Text color="fg.muted">{t('deposit.network')}</Text>
          <Text fontWeight="semibold">{`${detail.currency} · ${detail.cryptoprotocol}`}</Text>
        </Flex>
        <Center>
          {/* The code draws its own light background and quiet zone, so it scans in the dark theme too. */}
          <Box borderRadius="l2" overflow="hidden">
            <QRCodeSVG value={detail.address} size={184} marginSize={2} title={t('deposit.qrLabel')} />
          </Box>
        </Center>
        <Text fontSize="sm" color="fg.muted">
          {t('deposit.address')}
        </Text>
        <Text fontFamily="mono" fontSize="sm" wordBreak="break-all" data-testid="deposit-address-text">
          {detail.address}
        </Text>
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          {copied ? <Check /> : <Copy />}
          {copied ? t('deposit.copied') : t('deposit.copy')}
        </Button>
      </Stack>
    </Box>
  );
};
