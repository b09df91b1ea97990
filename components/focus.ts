/**
 * Keeping keyboard focus inside what is open: the search dialog and, on small screens, the menu drawer with the header
 * above it. Tab and Shift+Tab wrap around their stops, and focus never reaches the page behind.
 */

/** The elements of `roots` that Tab stops at, in document order (hidden, disabled and unchecked radio buttons left out). */
export function tabStops(...roots: (Element | null | undefined)[]): HTMLElement[] {
  return roots.flatMap((root) =>
    root
      ? [...root.querySelectorAll<HTMLElement>('input, button, a[href], [tabindex]:not([tabindex="-1"])')].filter(
          (el) =>
            !el.hasAttribute('disabled') &&
            el.tabIndex >= 0 &&
            el.getClientRects().length > 0 &&
            // Of a radio group only the checked button takes part in Tab order.
            !(el instanceof HTMLInputElement && el.type === 'radio' && !el.checked),
        )
      : [],
  );
}

/**
 * Handles a Tab key so that focus stays inside `roots`: from their last stop (or from outside them) to the first, and
 * back with Shift; between those, the browser moves it as usual.
 */
export function trapTab(e: { shiftKey: boolean; preventDefault: () => void }, ...roots: (Element | null | undefined)[]) {
  const stops = tabStops(...roots);
  if (stops.length === 0) return;
  const first = stops[0]!;
  const last = stops[stops.length - 1]!;
  const at = document.activeElement;
  const inside = roots.some((root) => root?.contains(at));
  if (e.shiftKey && (at === first || !inside)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (at === last || !inside)) {
    e.preventDefault();
    first.focus();
  }
}
