import { ActionIcon } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './SupportChat.module.css';

/** The product's own support number, used when the store sets none. */
export const PRODUCT_SUPPORT_WHATSAPP = '5548999990000';

export function whatsAppUrl(storeNumber: string | undefined): string {
  const digits = (storeNumber ?? '').replace(/\D/g, '');
  return `https://wa.me/${digits || PRODUCT_SUPPORT_WHATSAPP}`;
}

interface SupportChatProps {
  storeNumber?: string;
  /** Lifts it above the cookie notice. */
  bottomOffset: number;
  /** On a phone it stands in a bar of its own at the bottom, so that it never covers a control of the page. */
  docked?: boolean;
}

/** Fixed bottom-right; `bottomOffset` lifts it above the cookie notice. */
export function SupportChat({ storeNumber, bottomOffset, docked = false }: SupportChatProps) {
  const { t } = useTranslation();
  // An <aside> landmark, so the bubble is not content outside every landmark.
  return (
    <aside aria-label={t('chat.region')} className={docked ? classes.dock : undefined} data-chat-dock={docked || undefined}>
      <ActionIcon
      component="a"
      href={whatsAppUrl(storeNumber)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('chat.label')}
      data-testid="support-chat"
      className={classes.chat}
      style={{ bottom: `calc(${16 + bottomOffset}px + var(--catraca-bottom-lift, 0px))` }}
      size={56}
      radius="xl"
    >
        <IconBrandWhatsapp size={30} aria-hidden />
      </ActionIcon>
    </aside>
  );
}
