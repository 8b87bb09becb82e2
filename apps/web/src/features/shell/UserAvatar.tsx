import '../../ui/styles/common';
import { Avatar } from '@mantine/core';

/**
 * Colours for the initials of a person without a picture, white on the darkest shade: at least
 * 5:1 (Mantine's `color="initials"` writes them in the light variant, orange on light orange 3.8:1).
 */
const INITIALS_COLORS = ['fetp.9', 'indigo.9', 'grape.9', 'teal.9', 'blue.9', 'violet.9', 'pink.9', 'gray.8'] as const;

/** The same colour for the same name, every time. */
export function initialsColor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return INITIALS_COLORS[hash % INITIALS_COLORS.length]!;
}

/**
 * The profile image, or the initials when there is none. `decorative` where the name is written
 * next to it: hidden from assistive technology, so the name is not read twice (nor the initials).
 */
export function UserAvatar({
  name,
  image,
  size = 34,
  decorative = false,
}: {
  name: string;
  image: string | null | undefined;
  size?: number;
  decorative?: boolean;
}) {
  return (
    <Avatar
      src={image || null}
      name={name}
      color={initialsColor(name)}
      variant="filled"
      size={size}
      radius="xl"
      alt={decorative ? '' : name}
      aria-hidden={decorative || undefined}
    />
  );
}
