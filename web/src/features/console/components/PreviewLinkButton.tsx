import { Anchor, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePreviewLink } from '../api/events';
import { consoleErrorText } from '../errors';
import { formatHourMinute } from '../format';

/**
 * A draft's page on the storefront, for the organizer's team: a link valid for an hour
 * (docs/back-office.md, "The event editor"), made on demand so its hour starts when asked for.
 */
export function PreviewLinkButton({ eventId, name }: { eventId: number; name: string }) {
  const { t, i18n } = useTranslation();
  const link = usePreviewLink();
  return (
    <Group gap="xs">
      <Button
        variant="default"
        loading={link.isPending}
        onClick={() => link.mutate(eventId)}
        aria-label={t('console.events.previewLinkNamed', { name })}
      >
        {t('console.events.previewLink')}
      </Button>
      {link.data && (
        <Text size="sm" role="status">
          <Anchor href={link.data.url} target="_blank" rel="noopener" inherit>
            {t('console.events.openPreview')}
          </Anchor>{' '}
          ({t('console.events.previewUntil', { time: formatHourMinute(link.data.expires_at, i18n.language) })})
        </Text>
      )}
      {link.error && (
        <Text size="sm" c="red.9" role="alert">
          {consoleErrorText(t, link.error)}
        </Text>
      )}
    </Group>
  );
}
