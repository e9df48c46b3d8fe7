import type { userEvent } from '@testing-library/user-event';

/**
 * Puts text in a field in one paste: typed key by key, each key re-renders the whole event form,
 * which a busy test machine makes slow.
 */
export async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}
