import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { system } from '../theme/system';
import { ColorModeSync } from '../theme/color-mode';
import { Toaster } from '../components/ui/toaster';

export const Providers = ({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) => (
  <ChakraProvider value={system}>
    <ColorModeSync>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </ColorModeSync>
  </ChakraProvider>
);
