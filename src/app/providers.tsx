import { Suspense, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { system } from '../theme/system';
import { ColorModeSync } from '../theme/color-mode';
import { Toaster } from '../components/ui/toaster';
import { MarketProvider } from './market-provider';
import { AppErrorBoundary } from './app-error-boundary';
import { AppStatus } from './app-status';

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** The live market socket (off in component tests, which provide their own market data). */
  market?: boolean;
}

export const Providers = ({ queryClient, children, market = true }: ProvidersProps) => (
  <ChakraProvider value={system}>
    <ColorModeSync>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <AppStatus />
        </Suspense>
        <AppErrorBoundary>{market ? <MarketProvider>{children}</MarketProvider> : children}</AppErrorBoundary>
        <Toaster />
      </QueryClientProvider>
    </ColorModeSync>
  </ChakraProvider>
);
