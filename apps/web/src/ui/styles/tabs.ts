// Tabs.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Tabs.css';
