import { useEffect } from 'react';
import { ownTexts } from '@portal/contracts';

/** Sets the tab title to "<page> | <brand>". */
export function useDocumentTitle(title: string, brand: string = ownTexts.defaultBrandName): void {
  useEffect(() => {
    document.title = title ? `${title} | ${brand}` : brand;
  }, [title, brand]);
}
