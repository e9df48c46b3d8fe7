import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { ErrorPage, NotFoundPage } from '../components/layout/ErrorPage';
import { useRecordVisit } from '../features/analytics/api/record-visit';
import { EventView } from '../features/event/components/EventView';
import { useSlug } from '../features/event/api/resolve-slug';
import { ApiError } from '../lib/api/api-error';

/** Top-level `/:slug`: resolved through GET /slugs; an unknown slug is the 404 page. */
export function SlugPage() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const target = useSlug(slug);
  useRecordVisit(target.data?.evento ?? null);

  if (target.data) return <EventView key={target.data.evento} eventId={target.data.evento} />;
  if (target.error instanceof ApiError && target.error.status === 404) return <NotFoundPage />;
  if (target.isError) return <ErrorPage status={target.error instanceof ApiError ? target.error.status : null} />;
  return (
    <Center py={96}>
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
