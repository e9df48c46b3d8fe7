import { Anchor, type AnchorProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'wouter';
import { mayLeave } from '../leave-guard';

interface ConsoleLinkProps extends AnchorProps {
  href: string;
  children: ReactNode;
  'aria-current'?: 'page';
}

/**
 * A link to a section: inside the console without a page load, after asking the screen's leave
 * guard (unsaved changes); the storefront's door page with one (the page's beforeunload asks).
 */
export function ConsoleLink({ href, children, ...props }: ConsoleLinkProps) {
  const guard = (event: MouseEvent) => {
    if (!mayLeave()) event.preventDefault();
  };
  if (href.startsWith('/organizador')) {
    return (
      <Anchor component={Link} href={href} onClick={guard} {...props}>
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor href={href} {...props}>
      {children}
    </Anchor>
  );
}
