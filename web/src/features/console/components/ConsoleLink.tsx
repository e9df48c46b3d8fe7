import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

interface ConsoleLinkProps extends AnchorProps {
  href: string;
  children: ReactNode;
  'aria-current'?: 'page';
}

/** A link to a section: inside the console without a page load; the storefront's door page with one. */
export function ConsoleLink({ href, children, ...props }: ConsoleLinkProps) {
  if (href.startsWith('/organizador')) {
    return (
      <Anchor component={Link} href={href} {...props}>
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
