import { useEffect } from 'react';
import { env } from '@/config/env';

/** Sets "<Page> | <Brand>" as the document title and its social twin. */
export const usePageTitle = (page: string): void => {
  useEffect(() => {
    const title = `${page} | ${env.APP_NAME}`;
    document.title = title;
    document.querySelector('meta[property="og:title"]')?.setAttribute('content', title);
  }, [page]);
};
