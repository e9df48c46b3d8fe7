import { Button, Group, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarEvent } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../types';
import classes from './Event.module.css';

// Most visitors never open it.
const OrganizerDialog = lazy(() => import('./OrganizerDialog').then((m) => ({ default: m.OrganizerDialog })));

/**
 * The organizer's name and logo. The spec has no organizer route, so their
 * other events open in a dialog (GET /v2/organizers/page/details/{id}).
 */
export function OrganizerSection({ organizer }: { organizer: EventDetail['organizador'] }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [used, setUsed] = useState(false);

  return (
    <section aria-labelledby="organizer-title" className={classes.section} data-testid="event-organizer">
      <Title order={2} size="h3" id="organizer-title" mb="sm">
        {t('event.organizer')}
      </Title>
      <Group gap="md" wrap="nowrap">
        {organizer.logo && (
          <img src={organizer.logo} alt="" width={56} height={56} loading="lazy" className={classes.organizerLogo} />
        )}
        <Text fw={600}>{organizer.nome}</Text>
      </Group>
      <Button
        variant="default"
        mt="md"
        leftSection={<IconCalendarEvent size={18} aria-hidden />}
        onClick={() => {
          setUsed(true);
          open();
        }}
        aria-haspopup="dialog"
        data-testid="organizer-events-button"
      >
        {t('event.organizerEvents')}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <OrganizerDialog organizer={organizer} opened={opened} onClose={close} />
        </Suspense>
      )}
    </section>
  );
}
