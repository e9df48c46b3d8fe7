import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Replaces the address with `to` (wouter's Redirect, without adding it to the storefront's chunks). */
export function GoTo({ to }: { to: string }) {
  const [, navigate] = useLocation();
  useEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return null;
}
