import { useMemo, useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Field,
  Flex,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../form-field';
import { decimalSeparator } from '../../lib/amount-text';
import type { AlertKind } from '../../market/alerts';
import { usePriceAlerts, type PriceAlert } from '../../market/alert-store';
import { useLiveTickerValue } from '../../market/market-context';
import { checkAlertInput, MAX_CHANGE_PERCENT, type AlertInputProblem } from './alert-input';
import { NotificationChoice } from './notification-choice';
import { useFormat, type Format } from '../../lib/use-format';

const KINDS: readonly AlertKind[] = ['above', 'below', 'change'];
const DECIMALS: Record<AlertKind, number> = { above: 8, below: 8, change: 2 };

/** A level as the user reads it (a price in the language's digits, a percentage with its decimals). */
const levelText = (alert: Pick<PriceAlert, 'kind' | 'level'>, format: Format): string =>
  alert.kind === 'change'
    ? format.amount(alert.level, (alert.level.split('.')[1] ?? '').length)
    : format.price(alert.level);

/** "Rises to 1.2345", for the list and the buttons' names. */
export const useDescribeAlert = () => {
  const { t } = useTranslation('alerts');
  const format = useFormat();
  return (alert: Pick<PriceAlert, 'kind' | 'level'>): string =>
    t(`describe.${alert.kind}`, { level: levelText(alert, format) });
};

const AlertItem = ({ alert, onEdit }: { alert: PriceAlert; onEdit: (alert: PriceAlert) => void }) => {
  const { t } = useTranslation('alerts');
  const format = useFormat();
  const remove = usePriceAlerts((state) => state.remove);
  const describe = useDescribeAlert();
  const name = describe(alert);
  return (
    <Flex
      as="li"
      align="center"
      gap="2"
      py="2"
      borderBottomWidth="1px"
      borderColor="border.muted"
      data-testid="price-alert"
      data-state={alert.triggered ? 'triggered' : 'waiting'}
    >
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontSize="sm" fontWeight="medium" fontVariantNumeric="tabular-nums">
          {name}
        </Text>
        <HStack>
          <Badge colorPalette={alert.triggered ? 'green' : 'gray'} variant="subtle" data-testid="price-alert-state">
            {alert.triggered
              ? t('state.triggered', {
                  price: format.price(alert.triggered.price),
                  time: format.dateTime(alert.triggered.at, { dateStyle: 'short', timeStyle: 'medium' }),
                })
              : t('state.waiting')}
          </Badge>
        </HStack>
      </Stack>
      <IconButton variant="ghost" size="sm" aria-label={t('edit', { alert: name })} onClick={() => onEdit(alert)}>
        <Pencil />
      </IconButton>
      <IconButton variant="ghost" size="sm" aria-label={t('delete', { alert: name })} onClick={() => remove(alert.id)}>
        <Trash2 />
      </IconButton>
    </Flex>
  );
};

/**
 * A symbol's price alerts: a form to set one (above or below a price, or a move of the 24 h
 * change) and the list of its alerts with their state, each editable and deletable. A refused
 * level keeps what was typed and says why; the alerts are watched by the market feed.
 */
export const PriceAlertPanel = ({ code, pair }: { code: string; pair: string }) => {
  const { t } = useTranslation('alerts');
  const format = useFormat();
  const all = usePriceAlerts((state) => state.alerts);
  const add = usePriceAlerts((state) => state.add);
  const edit = usePriceAlerts((state) => state.edit);
  const describe = useDescribeAlert();
  const id = code.trim().toLowerCase();
  const alerts = useMemo(() => all.filter((alert) => alert.code === id), [all, id]);
  const price = useLiveTickerValue(code, (ticker) => ticker?.price ?? null);
  const [kind, setKind] = useState<AlertKind>('above');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<AlertInputProblem | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [done, setDone] = useState('');

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const result = checkAlertInput({ kind, text, language: format.language, price, alerts, editing });
    if (result.problem) {
      setProblem(result.problem);
      setDone('');
      return;
    }
    const name = describe({ kind, level: result.level });
    if (editing) edit(editing, { kind, level: result.level });
    else add({ code: id, pair, kind, level: result.level });
    setDone(t(editing ? 'saved' : 'added', { alert: name }));
    setEditing(null);
    setText('');
    setProblem(null);
  };

  const startEdit = (alert: PriceAlert): void => {
    setEditing(alert.id);
    setKind(alert.kind);
    setText(alert.level.replace('.', decimalSeparator(format.language)));
    setProblem(null);
    setDone('');
  };

  const message =
    problem === null
      ? undefined
      : t(`problems.${problem}`, {
          separator: decimalSeparator(format.language),
          decimals: DECIMALS[kind],
          max: format.amount(String(MAX_CHANGE_PERCENT), 0),
        });

  return (
    <Stack gap="4" data-testid="price-alert-panel">
      <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
        {price === null ? t('priceUnknown') : t('priceNow', { price: format.price(price) })}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="3">
          <FormField label={t('kind.label')}>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={kind}
                onChange={(event) => {
                  setKind(event.currentTarget.value as AlertKind);
                  setProblem(null);
                }}
                data-testid="price-alert-kind"
              >
                {KINDS.map((item) => (
                  <option key={item} value={item}>
                    {t(`kind.${item}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          {/* its own field, not FormField: the message is drawn in the loss colour, which reads at
            4.5:1 in both themes (the default error red does not on white) */}
          <Field.Root invalid={message !== undefined}>
            <Field.Label>{t(kind === 'change' ? 'level.change' : 'level.price')}</Field.Label>
            <Input
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                setProblem(null);
              }}
              data-testid="price-alert-level"
            />
            {message !== undefined && <Field.ErrorText color="loss">{message}</Field.ErrorText>}
          </Field.Root>
          <HStack>
            {editing && (
              <Button
                variant="outline"
                flex="1"
                onClick={() => {
                  setEditing(null);
                  setText('');
                  setProblem(null);
                }}
              >
                {t('cancelEdit')}
              </Button>
            )}
            <Button type="submit" colorPalette="brand" flex="1">
              {t(editing ? 'save' : 'add')}
            </Button>
          </HStack>
          <VisuallyHidden role="status">{done}</VisuallyHidden>
        </Stack>
      </form>
      <NotificationChoice />
      {alerts.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('empty')}
        </Text>
      ) : (
        <Stack
          as="ul"
          listStyleType="none"
          gap="0"
          aria-label={t('listLabel', { pair })}
          data-testid="price-alert-list"
        >
          {alerts.map((alert) => (
            <AlertItem key={alert.id} alert={alert} onEdit={startEdit} />
          ))}
        </Stack>
      )}
    </Stack>
  );
};
