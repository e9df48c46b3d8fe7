import { VisuallyHidden } from '@mantine/core';
import { useStoreConfig } from '../features/store-config/api/get-store-config';

/** Home (`/`). Banner, upcoming events and categories arrive with the catalogue feature. */
export function HomePage() {
  const config = useStoreConfig();
  return (
    <VisuallyHidden component="h1">{config.name}</VisuallyHidden>
  );
}
