import { useEffect, useRef } from 'react';
import { Box, Flex, Image, Skeleton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '../../../lib/env';
import { QueryError } from '../../../components/query-state';
import { useQuery } from '@tanstack/react-query';
import { homeQueries } from '../../../api/queries/home';

const INTERVAL = 4000;

/** The home carousel (`/bannar`): swipeable, advancing on its own unless the user prefers less motion. */
export const BannerCarousel = () => {
  const { t } = useTranslation('home');
  const banners = useQuery(homeQueries.banners());
  const track = useRef<HTMLDivElement>(null);
  const count = banners.data?.length ?? 0;

  useEffect(() => {
    const node = track.current;
    if (!node || count < 2 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => {
      const width = node.clientWidth || 1;
      const next = (Math.round(node.scrollLeft / width) + 1) % count;
      node.scrollTo?.({ left: next * width, behavior: 'smooth' });
    }, INTERVAL);
    return () => window.clearInterval(timer);
  }, [count]);

  if (banners.isPending) return <Skeleton h="36" borderRadius="l3" />;
  if (banners.isError) return <QueryError error={banners.error} onRetry={() => void banners.refetch()} />;
  if (count === 0) return null;
  return (
    <Flex
      ref={track}
      as="section"
      aria-label={t('banners')}
      // a scrolling region is reached and scrolled with the keyboard too
      tabIndex={0}
      overflowX="auto"
      scrollSnapType="x mandatory"
      borderRadius="l3"
      css={{ scrollbarWidth: 'none' }}
      data-testid="banners"
    >
      {banners.data?.map((banner, index) => (
        <Box key={`${banner.image}-${index}`} flex="0 0 100%" scrollSnapAlign="start">
          {/* the first slide is the screen's largest picture: fetched first; the others wait until near */}
          <Image
            src={assetUrl(banner.image)}
            alt={t('bannerAlt', { index: index + 1 })}
            w="full"
            h="36"
            objectFit="cover"
            fetchPriority={index === 0 ? 'high' : 'low'}
            loading={index === 0 ? 'eager' : 'lazy'}
          />
        </Box>
      ))}
    </Flex>
  );
};
