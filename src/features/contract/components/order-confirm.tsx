import { useTranslation } from 'react-i18next';
import { ConfirmSendDialog, type ConfirmRow } from '../../../components/confirm-send-dialog';
import { sideName, toCents } from '../../../lib/contract-math';
import { useFormat } from '../../../lib/use-format';
import type { useOrderForm } from '../hooks/use-order-form';
import { ContractPriceType, ContractTradeType } from '../../../api/provider-values';

/** The last look before the order is sent: the request as it will be sent, and what it takes. */
export const OrderConfirm = ({ form }: { form: ReturnType<typeof useOrderForm> }) => {
  const { t } = useTranslation('contract');
  const format = useFormat();
  const review = form.review;
  // Only there while an order is being reviewed: this form re-renders with every price tick, which
  // kept restarting the closing animation, and the invisible backdrop stayed over the screen
  if (review === null) return null;
  const usdt = (value: string | null) => t('usdt', { amount: format.amount(value) });
  const rows: ConfirmRow[] = [];
  {
    const { body, quote } = review;
    rows.push(
      { label: t('confirm.symbol'), value: body.symbol.toUpperCase() },
      { label: t('confirm.side'), value: t(`side.${sideName(body.tradetype)}`) },
      {
        label: t('confirm.priceType'),
        value: t(body.pricetype === ContractPriceType.market ? 'priceType.market' : 'priceType.limit'),
      },
      { label: t('confirm.lots'), value: String(body.quantity) },
      { label: t('confirm.leverage'), value: t('leverageValue', { value: body.multiple }) },
      { label: t('confirm.price'), value: format.price(body.target_price) },
    );
    if (body.target_profit_price !== undefined)
      rows.push({ label: t('confirm.takeProfit'), value: format.price(body.target_profit_price) });
    if (body.stop_loss_price !== undefined)
      rows.push({ label: t('confirm.stopLoss'), value: format.price(body.stop_loss_price) });
    rows.push(
      { label: t('summary.margin'), value: usdt(toCents(quote.margin)) },
      { label: t('summary.fee'), value: usdt(toCents(quote.fee)) },
      { label: t('summary.total'), value: usdt(toCents(quote.total)) },
      {
        label: t('summary.liquidation'),
        value: review.liquidation ? format.price(review.liquidation) : t('summary.noLiquidation'),
      },
      {
        label: t('summary.overnightFee'),
        value: quote.overnightFee
          ? t('summary.perNight', { amount: usdt(toCents(quote.overnightFee)) })
          : t('summary.overnightUnknown'),
      },
    );
  }
  return (
    <ConfirmSendDialog
      open
      title={t(review.body.tradetype === ContractTradeType.short ? 'confirm.titleShort' : 'confirm.titleLong')}
      rows={rows}
      pending={form.pending}
      onCancel={form.cancelReview}
      onConfirm={form.confirm}
      confirmLabel={t('confirm.send')}
    />
  );
};
