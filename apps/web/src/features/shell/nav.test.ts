import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import fr from '../../locales/fr.json';
import { menuLinkLabel } from './nav';

const french = createIntl({ locale: 'fr', messages: fr });
const shown = (link: { key: string; label: string; url: string }) => {
  const label = menuLinkLabel(link);
  return typeof label === 'string' ? label : french.formatMessage(label);
};

describe('user menu labels (000 §2.2)', () => {
  it('shows the server’s items in the reader’s language when their label is the known English one', () => {
    expect(shown({ key: 'my_mentees', label: 'My Mentees', url: '/learn/cal/mentor/dashboard/' })).toBe('Mes mentorés');
    expect(shown({ key: 'coordinator_dashboard', label: 'Coordinator Dashboard', url: '/learn/cal/coordinator/dashboard/' })).toBe('Tableau de bord du coordonnateur');
    expect(shown({ key: 'my_courses', label: 'My Courses', url: '/learn/dashboard' })).toBe('Mes cours');
    expect(shown({ key: 'content_management', label: 'Content Management', url: '/learn/admin/' })).toBe('Gestion du contenu');
  });

  it('shows any other label, or an unknown item, as the server sent it', () => {
    expect(shown({ key: 'my_mentees', label: 'Mentees of mine', url: '/learn/cal/mentor/dashboard/' })).toBe('Mentees of mine');
    expect(shown({ key: 'programme_news', label: 'Programme News', url: '/news/' })).toBe('Programme News');
  });
});
