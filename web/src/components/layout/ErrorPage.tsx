import { Button, Container, Text, Title } from '@mantine/core';
import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { QueryClientContext } from '@tanstack/react-query';
import { storeConfigQueryOptions } from '../../features/store-config/api/get-store-config';
import type { StoreConfig } from '../../features/store-config/types';
import { ApiError } from '../../lib/api/api-error';
import { clearLoggedUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The error page of spec section 2: 404 has its own title; 401 clears the login. */
export function ErrorPage({ status = null }: { status?: number | null }) {
  const { t } = useTranslation();
  const title = status === 404 ? t('errorPage.notFoundTitle') : t('errorPage.title');
  // Read from the cache, not suspended on: the root error page may show before or without it.
  const storeName = useContext(QueryClientContext)?.getQueryData<StoreConfig>(storeConfigQueryOptions().queryKey)?.name;
  useDocumentTitle(storeName ? `${title} | ${storeName}` : title);

  useEffect(() => {
    if (status === 401) clearLoggedUser();
  }, [status]);

  return (
    <Container size="sm" py={64} ta="center" data-testid="error-page">
      <Title order={1} mb="md">
        {title}
      </Title>
      <Text mb="xl">{t('errorPage.hint')}</Text>
      <Button component={Link} to="/">
        {t('errorPage.home')}
      </Button>
    </Container>
  );
}

export function NotFoundPage() {
  return <ErrorPage status={404} />;
}

function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/** A page inside the layout failed to render: header and footer stay. */
export function RouteErrorPage({ error }: { error: unknown }) {
  return <ErrorPage status={errorStatus(error)} />;
}

/** The layout itself (or the checkout) failed to render, so bring a <main>. */
export function RootErrorPage({ error }: { error: unknown }) {
  return (
    <main>
      <ErrorPage status={errorStatus(error)} />
    </main>
  );
}
