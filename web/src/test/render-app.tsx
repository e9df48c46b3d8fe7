import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/routes';
import { buildTheme, storeCssVariables } from '../app/theme';
import { SnackbarProvider } from '../components/layout/snackbar/SnackbarProvider';
import { storeConfigQueryOptions } from '../features/store-config/api/get-store-config';
import type { StoreConfig } from '../features/store-config/types';
import { storeConfigFixture } from './fixtures';

/** Renders the real route tree at `path` with a loaded store configuration. */
export function renderApp(path: string, config: StoreConfig = storeConfigFixture()) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(storeConfigQueryOptions().queryKey, config);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const colors = config.configs.template.colors;
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={buildTheme(colors)} cssVariablesResolver={storeCssVariables(colors)} env="test">
        <SnackbarProvider>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
