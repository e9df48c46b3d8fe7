import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppRoutes } from '../app/AppRoutes';
import { createQueryClient } from '../app/query-client';
import { buildTheme, storeCssVariables } from '../app/theme';
import { SnackbarProvider } from '../components/layout/snackbar/SnackbarProvider';
import { storeConfigQueryOptions } from '../features/store-config/api/get-store-config';
import type { StoreConfig } from '../features/store-config/types';
import { storeConfigFixture } from './fixtures';

/** Renders the real route tree at `path` with a loaded store configuration, in memory history. */
export function renderApp(path: string, config: StoreConfig = storeConfigFixture()) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(storeConfigQueryOptions().queryKey, config);
  const memory = memoryLocation({ path, record: true });
  const colors = config.configs.template.colors;
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={buildTheme(colors)} cssVariablesResolver={storeCssVariables(colors)} env="test">
        <SnackbarProvider>
          <Router hook={memory.hook}>
            <AppRoutes />
          </Router>
        </SnackbarProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  /** The address shown now, split as window.location splits it. */
  const url = () => {
    const [pathname = '/', search] = (memory.history?.at(-1) ?? path).split('?');
    return { pathname, search: search ? `?${search}` : '' };
  };
  return { ...view, url, navigate: memory.navigate, history: memory.history ?? [], queryClient };
}
