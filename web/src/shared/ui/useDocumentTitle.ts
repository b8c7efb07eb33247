import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** Sets the tab's title to «page | Rasad». */
export function useDocumentTitle(pageTitle: string): void {
  const siteName = useIntl().formatMessage({ id: 'site.name' });
  useEffect(() => {
    document.title = pageTitle === siteName ? siteName : `${pageTitle} | ${siteName}`;
  }, [pageTitle, siteName]);
}
