import './styles/common';
import { ActionIcon, Group } from '@mantine/core';

/** `ids` with the item at `index` swapped with the one `by` places away. */
export const swapped = (ids: readonly number[], index: number, by: number) => {
  const next = [...ids];
  [next[index], next[index + by]] = [next[index + by]!, next[index]!];
  return next;
};

/** An item's up and down buttons in an ordered list (the first cannot go up, the last not down). */
export function MoveButtons({ labels, index, count, disabled, onMove }: {
  labels: { up: string; down: string }; index: number; count: number; disabled: boolean; onMove: (by: -1 | 1) => void;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" disabled={disabled || index === 0} onClick={() => onMove(-1)} aria-label={labels.up}>↑</ActionIcon>
      <ActionIcon variant="subtle" disabled={disabled || index === count - 1} onClick={() => onMove(1)} aria-label={labels.down}>↓</ActionIcon>
    </Group>
  );
}
