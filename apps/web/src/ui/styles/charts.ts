// Charts (@mantine/charts, on recharts): loaded only with the pane that draws them.
import '@mantine/charts/styles.css';
