import { useEffect } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { SITE_NAME } from '@fetp/contract';
import { useT } from './i18n';
import appMessages from './messages';

/** Page title: '<page> | <SITE_NAME>' (spec 000 §9). */
export function usePageTitle(page: MessageDescriptor | string): void {
  const t = useT();
  const name = typeof page === 'string' ? page : t(page);
  const title = t(appMessages.pageTitle, { page: name, site: SITE_NAME });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
