import { Anchor, Button, Paper } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import classes from './CookieNotice.module.css';

interface CookieNoticeProps {
  /** HTML written by the store operator; sanitised before rendering. */
  html: string;
  onAccept: () => void;
  /** Tells the layout how tall the notice is, so the chat bubble and footer stay clear of it. */
  onHeightChange: (height: number) => void;
  /** The store's privacy policy (`template.privacidade`), linked after the text. */
  privacyUrl?: string;
}

export function CookieNotice({ html, onAccept, onHeightChange, privacyUrl }: CookieNoticeProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { ref, height } = useElementSize();
  useEffect(() => onHeightChange(height), [height, onHeightChange]);
  const safeHtml = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);

  // Links to app paths inside the HTML navigate in-app instead of reloading the page.
  function onTextClick(event: MouseEvent<HTMLDivElement>) {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//') || anchor?.target === '_blank') return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  }

  return (
    <Paper
      ref={ref}
      role="region"
      aria-label={t('cookies.label')}
      data-testid="cookie-notice"
      className={classes.notice}
      shadow="md"
      radius={0}
    >
      <div className={classes.inner}>
        <div className={classes.text}>
          <div onClick={onTextClick} dangerouslySetInnerHTML={{ __html: safeHtml }} />
          {privacyUrl && (
            <Anchor href={privacyUrl} target="_blank" rel="noopener noreferrer" c="inherit" underline="always" size="sm">
              {t('cookies.privacy')}
            </Anchor>
          )}
        </div>
        <Button onClick={onAccept} className={classes.ok}>
          {t('cookies.ok')}
        </Button>
      </div>
    </Paper>
  );
}
