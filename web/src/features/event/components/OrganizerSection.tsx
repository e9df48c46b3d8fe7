import { Button, Group, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarEvent, IconMessage } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountDialogs } from '../../account/account-dialogs-context';
import { useLoggedUser } from '../../../lib/use-logged-user';
import type { EventDetail } from '../types';
import classes from './Event.module.css';

// Most visitors never open them.
const OrganizerDialog = lazy(() => import('./OrganizerDialog').then((m) => ({ default: m.OrganizerDialog })));
const MessageOrganizerDialog = lazy(() =>
  import('../../orders/components/MessageOrganizerDialog').then((m) => ({ default: m.MessageOrganizerDialog })),
);

interface OrganizerSectionProps {
  organizer: EventDetail['organizador'];
  /** The event the page shows: a message is about it. */
  event: Pick<EventDetail, 'id' | 'nome'>;
}

/**
 * The organizer's name and logo. The spec has no organizer route, so their
 * other events open in a dialog (GET /v2/organizers/page/details/{id}). A
 * customer writes to the organizer from here (spec section 6, "message an
 * organizer"); a visitor is asked to log in first, and stays on the event.
 */
export function OrganizerSection({ organizer, event }: OrganizerSectionProps) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [used, setUsed] = useState(false);
  const user = useLoggedUser();
  const accountDialogs = useAccountDialogs();
  const [messageOpened, message] = useDisclosure(false);
  const [messageUsed, setMessageUsed] = useState(false);
  const writeMessage = () => {
    if (!user) {
      accountDialogs.open({ kind: 'login' });
      return;
    }
    setMessageUsed(true);
    message.open();
  };

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
      <Group gap="sm" mt="md">
        <Button
          variant="default"
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
        <Button
          variant="default"
          leftSection={<IconMessage size={18} aria-hidden />}
          onClick={writeMessage}
          aria-haspopup="dialog"
          data-testid="organizer-message-button"
        >
          {t('orders.messageOrganizer')}
        </Button>
      </Group>
      {used && (
        <Suspense fallback={null}>
          <OrganizerDialog organizer={organizer} opened={opened} onClose={close} />
        </Suspense>
      )}
      {messageUsed && user && (
        <Suspense fallback={null}>
          <MessageOrganizerDialog organizer={organizer} event={event} opened={messageOpened} onClose={message.close} />
        </Suspense>
      )}
    </section>
  );
}
