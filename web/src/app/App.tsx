import './mantine-styles';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Router } from 'wouter';
import { LoadingPage } from '../components/layout/LoadingPage';
import { SnackbarProvider } from '../components/layout/snackbar/SnackbarProvider';
import { storeConfigQueryOptions } from '../features/store-config/api/get-store-config';
import type { StoreConfig } from '../features/store-config/types';
import { configureApiClient } from '../lib/api/client';
import { whenCookiesAccepted } from '../lib/cookie-consent';
import { installAnalytics } from './analytics';
import { ConfigErrorPage } from './ConfigErrorPage';
import { AppRoutes } from './AppRoutes';
import { applyStoreHead } from './document-head';
import { useKeyedBrowserLocation } from './history';
import { applyStoreLanguage } from './i18n';
import { createQueryClient, refetchServerTextsOnLanguageChange } from './query-client';
import { buildTheme, storeCssVariables } from './theme';

const queryClient = createQueryClient();
refetchServerTextsOnLanguageChange(queryClient);

configureApiClient(() => {
  const config = queryClient.getQueryData<StoreConfig>(storeConfigQueryOptions().queryKey);
  return { baseUrl: config?.apiUrl || '/api', pdv: config?.pdv ?? null, pos: config?.pos ?? null };
});

/** Loads the store configuration, then themes and renders the app with it. */
function StoreShell() {
  const { data: config, isError, refetch } = useQuery(storeConfigQueryOptions());
  const colors = config?.configs.template.colors;
  const theme = useMemo(() => buildTheme(colors), [colors]);
  const cssVariablesResolver = useMemo(() => storeCssVariables(colors), [colors]);

  useEffect(() => {
    if (!config) return;
    applyStoreHead(config);
    applyStoreLanguage(config.configs.template.locale);
    // Trackers set cookies: with the cookie notice on, they load only after the visitor accepts.
    return whenCookiesAccepted(config.configs.template.cookies?.show_cookies_dialog === true, () =>
      installAnalytics(config),
    );
  }, [config]);

  let content = <LoadingPage />;
  // The pages render once the configuration exists: their first render needs it.
  if (config) {
    content = (
      <SnackbarProvider>
        <Router hook={useKeyedBrowserLocation}>
          <AppRoutes />
        </Router>
      </SnackbarProvider>
    );
  } else if (isError) {
    content = <ConfigErrorPage onRetry={() => void refetch()} />;
  }

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {content}
    </MantineProvider>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <StoreShell />
    </QueryClientProvider>
  );
}
