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
