'use client';

import { useRouter } from 'next/navigation';
import { useCallback, type ComponentProps, type MouseEvent } from 'react';

/**
 * One click listener that gives the plain `<a>` elements inside it client-side navigation, as `<Link>` would.
 * Long lists of links (a function page's sidebar, the function catalogue) use it instead of a `<Link>` per
 * link, whose hydration was the longest task of those pages' load. A click with a modifier key or another
 * button, a link to another origin, with a `target` or a `download`, is left to the browser.
 */
export function useClientNavigation() {
  const router = useRouter();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element).closest('a');
      if (!link || link.origin !== window.location.origin || link.target || link.hasAttribute('download')) return;
      event.preventDefault();
      router.push(link.pathname + link.search + link.hash);
    },
    [router],
  );
}

/** A `<div>` whose links, rendered on the server, navigate client-side through {@link useClientNavigation}. */
export function ClientLinks(props: ComponentProps<'div'>) {
  const navigate = useClientNavigation();
  return <div {...props} onClick={navigate} />;
}
