import { Alert, Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { CONSOLE_KEY, logout, useMe } from '../api/auth';
import { SECTIONS, sectionsFor, type Section } from '../roles';
import type { Role } from '../types';
import { clearConsoleSession, useConsoleSession } from '../session';
import { ConsoleLink } from './ConsoleLink';
import { ConsoleShell } from './ConsoleShell';
import { GoTo } from './GoTo';
import classes from './SignedInLayout.module.css';

export const LOGIN_PATH = '/organizador/entrar';

/**
 * The frame of every screen after login: who is logged in, the sections their role may use,
 * and logout. Without a login it sends to the login page; a section the role may not use
 * (or a screen of it narrowed to `roles`) shows the role message instead of its screen (the
 * server would answer 403 anyway).
 */
export function SignedInLayout({ section, roles, children }: { section?: Section['key']; roles?: readonly Role[]; children: ReactNode }) {
  const { t } = useTranslation();
  const login = useConsoleSession();
  const client = useQueryClient();
  const [location] = useLocation();
  // Refreshes the stored role: an owner may have changed it since the login.
  useMe();
  if (!login) return <GoTo to={LOGIN_PATH} />;
  const role = login.user.role;
  const allowed = (!section || SECTIONS.some((s) => s.key === section && s.roles.includes(role))) && (!roles || roles.includes(role));
  const leave = async () => {
    await logout();
    client.removeQueries({ queryKey: CONSOLE_KEY });
    clearConsoleSession('loggedOut');
  };
  const links = [{ key: 'home', path: '/organizador', label: t('console.layout.home') }].concat(
    sectionsFor(role).map((s) => ({ key: s.key, path: s.path, label: t(`console.sections.${s.key}.title`) })),
  );

  return (
    <ConsoleShell
      bar={
        <Group gap="xs">
          <Text size="sm" data-testid="console-user">
            {login.user.name} · {login.organizer.nome}
          </Text>
          {/* Plain text in the header's own colour: a tinted badge failed contrast on some stores' headers. */}
          <Text size="sm" fw={700} data-testid="console-role">
            {t(`console.roles.${role}`)}
          </Text>
          <Button variant="default" size="xs" onClick={() => void leave()}>
            {t('console.layout.logout')}
          </Button>
        </Group>
      }
      nav={
        <nav aria-label={t('console.layout.nav')} className={classes.nav}>
          {links.map((link) => {
            const current = link.path === location;
            return (
              <ConsoleLink key={link.key} href={link.path} className={classes.link} aria-current={current ? 'page' : undefined}>
                {link.label}
              </ConsoleLink>
            );
          })}
        </nav>
      }
    >
      {allowed ? (
        children
      ) : (
        <Alert color="red" variant="light" role="alert">
          {t('console.errors.forbidden')}
        </Alert>
      )}
    </ConsoleShell>
  );
}
