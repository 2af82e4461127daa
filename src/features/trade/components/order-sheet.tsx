import { Alert, Box, Button, CloseButton, Drawer, Flex, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isApiError } from '../../../api/errors';
import { ConfirmSendDialog } from '../../../components/confirm-send-dialog';
import { errorText } from '../../../components/error-text';
import { LivePrice } from '../../../components/live-quote';
import { LoadingRows, QueryError } from '../../../components/query-state';
import { useExpiryLabel } from '../../../lib/option-expiry';
import { useFormat } from '../../../lib/use-format';
import type { OptionOrderForm } from '../hooks/use-option-order';
import type { TradeInstrument } from '../hooks/use-trade-symbol';
import { StakeField } from './order-sheet-stake';
import { OptionDirection } from '../../../api/provider-values';
import { pathOf } from '../../../lib/route-paths';

const ExpiryChoices = ({ form }: { form: OptionOrderForm }) => {
  const { t } = useTranslation('trade');
  const format = useFormat();
  const expiryLabel = useExpiryLabel();
  const { expiries } = form;
  if (expiries.isPending) return <LoadingRows rows={2} height="12" />;
  if (expiries.isError) return <QueryError error={expiries.error} onRetry={() => void expiries.refetch()} />;
  if (expiries.data.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        {t('order.noExpiries')}
      </Text>
    );
  return (
    <SimpleGrid columns={2} gap="2" role="group" aria-label={t('order.expiry')}>
      {expiries.data.map((expiry, index) => {
        const selected = index === form.expiryIndex;
        return (
          <Button
            key={expiry.trade_time}
            type="button"
            h="auto"
            py="2"
            variant={selected ? 'subtle' : 'outline'}
            colorPalette={selected ? 'brand' : 'gray'}
            borderWidth="1px"
            borderColor={selected ? 'brand.solid' : 'border'}
            aria-pressed={selected}
            onClick={() => form.setExpiryIndex(index)}
            data-testid="expiry-option"
          >
            <Stack gap="0" align="center">
              <Text fontWeight="semibold">{expiryLabel(expiry.trade_time, expiry.unit)}</Text>
              <Text fontSize="xs" color="profit">
                {t('order.payout', { percent: format.plain(expiry.profit_loss_ratio) })}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {t('order.min', { amount: format.plain(expiry.min_amount) })}
              </Text>
            </Stack>
          </Button>
        );
      })}
    </SimpleGrid>
  );
};

/** The order sheet of buy up / buy down: expiry, stake, estimate, then the confirmation. */
export const OrderSheet = ({ form, instrument }: { form: OptionOrderForm; instrument: TradeInstrument }) => {
  const { t } = useTranslation('trade');
  const { t: tc } = useTranslation();
  const format = useFormat();
  const expiryLabel = useExpiryLabel();
  const up = form.direction === OptionDirection.up;
  const usdt = (value: string | number | null | undefined): string => t('usdt', { amount: format.amount(value) });
  const expiry = form.expiry;

  const error = form.sendError;
  const showError = error !== null && !(isApiError(error) && error.kind === 'unauthorized');
  const uncertain = isApiError(error) && (error.kind === 'timeout' || error.kind === 'network');
  const request = form.request;

  return (
    <>
      <Drawer.Root
        open={form.direction !== null}
        placement="bottom"
        onOpenChange={(details) => !details.open && form.close()}
        // The confirmation is a dialog of its own beside the sheet. Closing a dialog also dismisses
        // every dialog opened after it, and the sheet can be counted as later when it finished
        // opening after the confirmation did (a slow device, a quick tap): a confirmation withdrawn
        // by a stale price then closed the sheet with it. Only the user closes the sheet (its close
        // button, the backdrop, Escape).
        onRequestDismiss={(event) => event.preventDefault()}
        // Nor does focus leaving the sheet close it: the sheet holds the focus while it is open, so
        // focus outside it is never the user's doing (a dialog or a message taking focus as it opens
        // or closes). Once a confirmation had opened and closed, the sheet took any such moment for
        // a tap outside and closed, dropping the order half way.
        onFocusOutside={(event) => event.preventDefault()}
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content
              roundedTop="l3"
              maxH="92dvh"
              data-testid="order-sheet"
              data-direction={form.direction ?? undefined}
            >
              <Drawer.Header>
                <Drawer.Title color={up ? 'profit' : 'loss'}>
                  {t(up ? 'order.titleUp' : 'order.titleDown', { pair: instrument.pair })}
                </Drawer.Title>
              </Drawer.Header>
              <Drawer.Body pb="6">
                <form
                  noValidate
                  aria-label={t(up ? 'order.titleUp' : 'order.titleDown', { pair: instrument.pair })}
                  onSubmit={(event) => {
                    event.preventDefault();
                    form.review();
                  }}
                >
                  <Stack gap="4">
                    <Box>
                      <Flex justify="space-between" align="center">
                        <Text color="fg.muted" fontSize="sm">
                          {t('order.entryPrice')}
                        </Text>
                        <LivePrice code={instrument.code} fontWeight="semibold" data-testid="entry-price" />
                      </Flex>
                      <Text fontSize="xs" color="fg.muted">
                        {t('order.entryHint')}
                      </Text>
                    </Box>
                    {form.priceProblem && (
                      <Alert.Root status="warning" borderRadius="l2" data-testid="stale-price">
                        <Alert.Indicator />
                        <Alert.Description>{t('order.errors.stalePrice', { pair: instrument.pair })}</Alert.Description>
                      </Alert.Root>
                    )}
                    <Stack gap="2">
                      <Text fontWeight="medium" fontSize="sm">
                        {t('order.expiry')}
                      </Text>
                      <ExpiryChoices form={form} />
                    </Stack>
                    <StakeField form={form} />
                    <Flex justify="space-between" bg="bg.muted" borderRadius="l2" p="3">
                      <Text color="fg.muted" fontSize="sm">
                        {t('order.income')}
                      </Text>
                      <Text fontWeight="semibold" color="profit" data-testid="estimated-income">
                        {form.income === null ? '—' : usdt(form.income)}
                      </Text>
                    </Flex>
                    {showError && (
                      <Alert.Root status="error" borderRadius="l2" data-testid="order-error">
                        <Alert.Indicator />
                        <Alert.Content>
                          <Alert.Title>{t('order.errors.refused')}</Alert.Title>
                          <Alert.Description>
                            {errorText(error, tc)}
                            {uncertain && (
                              <Box mt="1">
                                {t('order.errors.uncertain')}{' '}
                                <Link to={pathOf('tradeRecords')} style={{ textDecoration: 'underline' }}>
                                  {t('records.open')}
                                </Link>
                              </Box>
                            )}
                          </Alert.Description>
                        </Alert.Content>
                      </Alert.Root>
                    )}
                    <Button
                      type="submit"
                      size="lg"
                      colorPalette={up ? 'green' : 'red'}
                      bg={up ? 'profit' : 'loss'}
                      color="fg.inverted"
                      disabled={!expiry || form.priceProblem !== null}
                    >
                      {t(up ? 'order.submitUp' : 'order.submitDown')}
                    </Button>
                  </Stack>
                </form>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={tc('actions.close')} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      <ConfirmSendDialog
        open={form.confirming && request !== null}
        title={t('confirm.title')}
        pending={form.pending}
        onCancel={form.cancelConfirm}
        onConfirm={form.confirm}
        confirmLabel={t('confirm.send')}
        rows={
          request && expiry
            ? [
                { label: t('confirm.symbol'), value: request.symbol.toUpperCase() },
                {
                  label: t('confirm.direction'),
                  value: t(request.direction === OptionDirection.up ? 'direction.up' : 'direction.down'),
                },
                { label: t('confirm.entryPrice'), value: format.price(form.entryPrice) },
                { label: t('confirm.amount'), value: usdt(request.amount) },
                { label: t('confirm.currency'), value: request.currency },
                { label: t('confirm.expiry'), value: expiryLabel(request.trade_time, expiry.unit) },
                {
                  label: t('confirm.payout'),
                  value: t('percent', { value: format.plain(expiry.profit_loss_ratio) }),
                },
                { label: t('confirm.income'), value: usdt(form.income) },
              ]
            : []
        }
      />
    </>
  );
};
