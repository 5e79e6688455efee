import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, right from the first render. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** Tablets and desktops get the side menu; phones the drawer. */
export const useIsDesktop = () => useMediaQuery('(min-width: 768px)');
