import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Flex, Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EmptyState, QueryError } from '../query-state';
import { useFormat } from '../../lib/use-format';
import { PERIODS, type Bar, type Period } from '../../market/candles';
import { MA_LENGTHS, MA_TOKENS, type LegendLabels } from './chart-data';
import { useKline } from './use-kline';
import { loadChartModule, loadedChart, type ChartComponent } from './chart-module';

const NO_BARS: Bar[] = [];

/**
 * lightweight-charts is loaded with the chart, never at start-up: the screen's route asks for it
 * with the screen's code, and the panel as it mounts (if it has not arrived yet), so it downloads
 * while the history is on its way. It is held in state rather than behind React.lazy: a suspended
 * chart would be revealed only after React's fallback throttle (300 ms).
 */
const useChartModule = (): { Chart: ChartComponent | null; failed: boolean; retry: () => void } => {
  const [Chart, setChart] = useState<ChartComponent | null>(loadedChart);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (Chart) return;
    let active = true;
    loadChartModule().then(
      (component) => active && setChart(() => component),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [attempt, Chart]);
  return {
    Chart,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((value) => value + 1);
    },
  };
};

const ChartSkeleton = ({ height }: { height: string }) => (
  <Skeleton h={height} borderRadius="l2" data-testid="chart-loading" />
);

/** The chart draws on a 2D canvas; a browser without one gets a message instead of a crash. */
const canDrawCharts = (): boolean => {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
};

/**
 * Candle periods as tabs and the MACD switch, the history's loading, empty and error states, then
 * the chart (`compact`: a shorter one).
 */
export const ChartPanel = ({ code, compact = false }: { code: string; compact?: boolean }) => {
  const height = compact ? '12rem' : '18rem';
  const { t } = useTranslation('trade');
  const { locale } = useFormat();
  const [period, setPeriod] = useState<Period>('1min');
  const [macd, setMacd] = useState(false);
  const [drawable] = useState(canDrawCharts);
  const history = useKline(code, period);
  const data = history.data;

  const chartModule = useChartModule();
  const { Chart } = chartModule;
  const labels = useMemo<LegendLabels>(
    () => ({
      open: t('chart.legend.open'),
      high: t('chart.legend.high'),
      low: t('chart.legend.low'),
      close: t('chart.legend.close'),
      volume: t('chart.legend.volume'),
      ma: { 5: t('chart.ma', { length: 5 }), 10: t('chart.ma', { length: 10 }), 30: t('chart.ma', { length: 30 }) },
      macd: { macd: t('chart.macd.name'), signal: t('chart.macd.signal'), histogram: t('chart.macd.histogram') },
    }),
    [t],
  );

  return (
    <Box bg="bg.surface" borderRadius="l3" p="2" data-testid="chart-panel">
      <Flex gap="1" pb="2" align="center">
        {/* the strip scrolls on a narrow screen: its right edge fades so the cut-off periods show there
            are more, and the padding lets the last one scroll clear of the fade */}
        <Flex
          gap="1"
          overflowX="auto"
          flex="1"
          pe="6"
          css={{
            maskImage: 'linear-gradient(to right, black calc(100% - 1.5rem), transparent)',
            scrollbarWidth: 'none',
          }}
          role="tablist"
          aria-label={t('chart.periodsLabel')}
          data-testid="chart-periods"
        >
          {PERIODS.map((item) => (
            <Button
              key={item}
              role="tab"
              aria-selected={item === period}
              size="xs"
              flexShrink={0}
              variant={item === period ? 'subtle' : 'ghost'}
              colorPalette={item === period ? 'brand' : 'gray'}
              onClick={() => setPeriod(item)}
            >
              {t(`chart.periods.${item}`)}
            </Button>
          ))}
        </Flex>
        <Button
          size="xs"
          flexShrink={0}
          aria-pressed={macd}
          aria-label={t('chart.macd.toggle')}
          variant={macd ? 'subtle' : 'ghost'}
          colorPalette={macd ? 'brand' : 'gray'}
          onClick={() => setMacd((value) => !value)}
        >
          {t('chart.macd.name')}
        </Button>
      </Flex>
      {chartModule.failed ? (
        <QueryError error={new Error('chart module')} onRetry={chartModule.retry} title={t('chart.failed')} />
      ) : history.isError ? (
        <QueryError error={history.error} onRetry={() => void history.refetch()} title={t('chart.failed')} />
      ) : data && data.bars.length === 0 ? (
        <EmptyState>{t('chart.empty')}</EmptyState>
      ) : !drawable ? (
        history.isPending ? (
          <ChartSkeleton height={height} />
        ) : (
          <EmptyState>{t('chart.unsupported')}</EmptyState>
        )
      ) : Chart ? (
        // Mounted while the history is on its way: the chart's canvases, scales and layout are made
        // meanwhile, so the history's arrival costs only its candles and one paint.
        <Box position="relative">
          <Flex px="2" gap="3" fontSize="xs" pointerEvents="none" aria-hidden data-testid="chart-ma-labels">
            {MA_LENGTHS.map((length) => (
              // the line's colour as a swatch beside the name: the name itself stays readable (4.5:1)
              // now that it sits on the card rather than over the candles
              <Flex key={length} as="span" align="center" gap="1">
                <Box
                  as="span"
                  w="3"
                  h="0.5"
                  borderRadius="full"
                  bg={MA_TOKENS[length][0]}
                  _dark={{ bg: MA_TOKENS[length][1] }}
                />
                <Text as="span">{t('chart.ma', { length })}</Text>
              </Flex>
            ))}
          </Flex>
          <Chart
            code={code}
            period={period}
            bars={data?.bars ?? NO_BARS}
            precision={data?.precision ?? 2}
            sinceMs={history.dataUpdatedAt}
            locale={locale}
            height={height}
            labels={labels}
            macd={macd}
          />
          {history.isPending ? (
            <Box position="absolute" inset="0" zIndex="3">
              <ChartSkeleton height="100%" />
            </Box>
          ) : null}
        </Box>
      ) : (
        <ChartSkeleton height={height} />
      )}
    </Box>
  );
};
