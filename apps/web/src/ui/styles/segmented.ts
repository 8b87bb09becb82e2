// SegmentedControl (a two-or-more-way switch, with its moving indicator).
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
