// Progress (bars).
import '@mantine/core/styles/Progress.css';
