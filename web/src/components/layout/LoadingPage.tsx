import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Full-page loading state (spec section 2, "a separate loading overlay page"). */
export function LoadingPage() {
  const { t } = useTranslation();
  return (
    <Center h="100dvh" role="progressbar" aria-busy="true" aria-label={t('common.loading')}>
      <Loader />
    </Center>
  );
}

/** A page's loading state inside the header and footer (a lazy page, an event being fetched). */
export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <Center py={96}>
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
