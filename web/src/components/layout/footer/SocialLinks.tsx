import { ActionIcon, Group } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandSpotify,
  IconBrandTiktok,
  IconBrandWhatsapp,
  IconBrandX,
  IconBrandYoutube,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const NETWORKS: Record<string, { label: string; icon: Icon }> = {
  instagram: { label: 'Instagram', icon: IconBrandInstagram },
  facebook: { label: 'Facebook', icon: IconBrandFacebook },
  twitter: { label: 'X (Twitter)', icon: IconBrandX },
  x: { label: 'X', icon: IconBrandX },
  youtube: { label: 'YouTube', icon: IconBrandYoutube },
  tiktok: { label: 'TikTok', icon: IconBrandTiktok },
  linkedin: { label: 'LinkedIn', icon: IconBrandLinkedin },
  whatsapp: { label: 'WhatsApp', icon: IconBrandWhatsapp },
  spotify: { label: 'Spotify', icon: IconBrandSpotify },
};

/** Icon links from the footer's `social` map (icon name → link); unknown names get a globe. */
export function SocialLinks({ social }: { social: Record<string, string> }) {
  const { t } = useTranslation();
  const entries = Object.entries(social).filter(([, href]) => href?.trim());
  if (entries.length === 0) return null;
  return (
    <Group gap="xs" component="ul" aria-label={t('footer.socialTitle')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {entries.map(([name, href]) => {
        const network = NETWORKS[name.toLowerCase()] ?? { label: name, icon: IconWorld };
        const NetworkIcon = network.icon;
        return (
          <li key={name}>
            <ActionIcon
              component="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              color="var(--catraca-footer-text)"
              size="lg"
              aria-label={t('footer.socialLink', { network: network.label })}
            >
              <NetworkIcon size={22} aria-hidden />
            </ActionIcon>
          </li>
        );
      })}
    </Group>
  );
}
