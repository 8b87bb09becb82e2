// Charts (@mantine/charts, on recharts): loaded only with the pane that draws them.
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
