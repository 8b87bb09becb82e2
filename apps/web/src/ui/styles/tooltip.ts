// Tooltip (in its Popover-like floating box).
import '@mantine/core/styles/Tooltip.css';
