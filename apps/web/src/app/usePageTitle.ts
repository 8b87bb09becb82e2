import { useEffect } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useT } from './i18n';
import appMessages from './messages';
import { useSite } from './site';

/** Page title: '<page> | <site name>' (spec 000 §9: the suffix is the site name, by default the programme's). */
export function usePageTitle(page: MessageDescriptor | string): void {
  const t = useT();
  const site = useSite();
  const name = typeof page === 'string' ? page : t(page);
  const title = t(appMessages.pageTitle, { page: name, site: site.name });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
