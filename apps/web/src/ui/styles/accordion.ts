// Accordion (the mentee module list).
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Accordion.css';
