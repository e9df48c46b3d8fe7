import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { FooterLinkConfig } from '../../../features/store-config/types';
import { classifyFooterLink } from '../../../lib/footer-links';
import classes from './Footer.module.css';

/** External → new tab; '/path' → in-app navigation; other absolute URLs → plain link. */
export function FooterLink({ link }: { link: FooterLinkConfig }) {
  const { t } = useTranslation();
  const target = classifyFooterLink(link);
  if (target.kind === 'internal') {
    return (
      <Link to={target.href} data-link-kind="internal" className={classes.link}>
        {link.name}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" data-link-kind="external" className={classes.link}>
        {link.name}
        <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
      </a>
    );
  }
  return (
    <a href={target.href} data-link-kind="plain" className={classes.link}>
      {link.name}
    </a>
  );
}
