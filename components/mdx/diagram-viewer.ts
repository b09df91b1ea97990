/**
 * The full-screen diagram viewer, loaded when a reader first presses "Enlarge" under a diagram
 * (diagram-enlarge.tsx). A modal <dialog> (the page behind is inert and does not scroll) holds a copy of the SVG,
 * opened at the size where its smallest label is {@link MIN_LABEL_PX} CSS pixels (11 and a margin), or the screen's width
 * if that is larger. One finger or the arrow keys pan (the stage scrolls), two fingers pinch, Ctrl + wheel and the
 * − / + buttons zoom. Escape or Close closes it, Tab stays inside it, and the focus goes back to the button.
 */
const MIN_LABEL_PX = 11.5;
const STEP = 1.25;

/** The viewer's styles, added with its code rather than to the stylesheet every page inlines. */
const STYLE = `
  .diagram-viewer[open]{display:flex;flex-direction:column;width:100vw;height:100dvh;max-width:none;max-height:none;margin:0;padding:0;border:0;background:var(--bg);color:var(--fg)}
  .diagram-viewer-bar{display:flex;align-items:center;gap:0.4rem;padding:0.5rem 0.75rem;border-bottom:1px solid var(--border);background:var(--bg-soft)}
  .diagram-viewer-bar .tool-button{min-width:2.2rem;min-height:2.2rem;text-decoration:none;text-align:center}
  .diagram-viewer-title{flex:1;margin:0;font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
  .diagram-viewer-stage{flex:1;overflow:auto;padding:1rem;touch-action:pan-x pan-y}
  .diagram-viewer .diagram-svg{max-width:none;margin:0}
`;

export function openDiagram(figure: HTMLElement, opener: HTMLElement) {
  const source = figure.querySelector<SVGSVGElement>('svg.diagram-svg');
  if (!source) return;
  const title = figure.querySelector('figcaption')?.textContent ?? 'Diagram';
  const href = figure.querySelector<HTMLAnchorElement>('a.diagram-file')?.getAttribute('href');

  if (!document.getElementById('diagram-viewer-style')) {
    const style = document.createElement('style');
    style.id = 'diagram-viewer-style';
    style.textContent = STYLE;
    document.head.append(style);
  }
  const dialog = document.createElement('dialog');
  dialog.className = 'diagram-viewer';
  dialog.setAttribute('aria-label', title);
  dialog.innerHTML =
    '<div class="diagram-viewer-bar"><p class="diagram-viewer-title"></p>' +
    '<button type="button" class="tool-button" data-zoom="-1" aria-label="Zoom out">−</button>' +
    '<button type="button" class="tool-button" data-zoom="1" aria-label="Zoom in">+</button>' +
    (href ? `<a class="tool-button" href="${href}">SVG</a>` : '') +
    '<button type="button" class="tool-button" data-close>Close</button></div>' +
    '<div class="diagram-viewer-stage" tabindex="0" role="group"></div>';
  dialog.querySelector('.diagram-viewer-title')!.textContent = title;
  const stage = dialog.querySelector<HTMLElement>('.diagram-viewer-stage')!;
  stage.setAttribute('aria-label', `${title}: scroll or drag to pan, pinch or use the buttons to zoom`);
  // The copy's ids must not repeat the page's (its title and description are named by id).
  const prefix = (source.getAttribute('aria-labelledby') ?? '').replace(/-title$/, '');
  stage.innerHTML = prefix ? source.outerHTML.replaceAll(`${prefix}-`, `${prefix}-v-`) : source.outerHTML;
  const svg = stage.querySelector('svg')!;

  document.body.append(dialog);
  document.body.setAttribute('data-diagram-open', '');
  dialog.showModal();

  // Sizes in CSS pixels: the SVG's drawn width, and the width at which its smallest label reaches MIN_LABEL_PX.
  const viewBoxWidth = svg.viewBox.baseVal.width || source.getBoundingClientRect().width;
  const fonts = [...svg.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize)).filter((f) => f > 0);
  const smallest = fonts.length ? Math.min(...fonts) : 14;
  const legible = (MIN_LABEL_PX * viewBoxWidth) / smallest;
  const fit = stage.clientWidth - 32;
  const min = Math.min(fit, legible);
  const max = legible * 4;
  let width = Math.max(fit, legible);
  const zoomTo = (next: number) => {
    const centre = (stage.scrollLeft + stage.clientWidth / 2) / stage.scrollWidth;
    const middle = (stage.scrollTop + stage.clientHeight / 2) / stage.scrollHeight;
    width = Math.min(max, Math.max(min, next));
    svg.style.width = `${width}px`;
    stage.scrollLeft = centre * stage.scrollWidth - stage.clientWidth / 2;
    stage.scrollTop = middle * stage.scrollHeight - stage.clientHeight / 2;
  };
  svg.style.width = `${width}px`;
  stage.focus();

  dialog.addEventListener('click', (event) => {
    const target = (event.target as Element).closest('button');
    if (target?.hasAttribute('data-close')) dialog.close();
    const zoom = target?.getAttribute('data-zoom');
    if (zoom) zoomTo(width * STEP ** Number(zoom));
  });
  stage.addEventListener(
    'wheel',
    (event) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      zoomTo(width * STEP ** (event.deltaY < 0 ? 1 : -1));
    },
    { passive: false },
  );

  // Two fingers pinch: the width follows the change in their distance. One finger pans natively (touch-action).
  const pointers = new Map<number, { x: number; y: number }>();
  let pinch: { distance: number; width: number } | null = null;
  const distance = () => {
    const [a, b] = [...pointers.values()];
    return Math.hypot(a!.x - b!.x, a!.y - b!.y);
  };
  stage.addEventListener('pointerdown', (event) => {
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.size === 2) pinch = { distance: distance(), width };
  });
  stage.addEventListener('pointermove', (event) => {
    if (!pointers.has(event.pointerId)) return;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pinch && pointers.size === 2) zoomTo((pinch.width * distance()) / pinch.distance);
  });
  const lift = (event: PointerEvent) => {
    pointers.delete(event.pointerId);
    if (pointers.size < 2) pinch = null;
  };
  stage.addEventListener('pointerup', lift);
  stage.addEventListener('pointercancel', lift);

  // Tab and Shift+Tab wrap around the dialog's own controls.
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const items = [...dialog.querySelectorAll<HTMLElement>('button, a[href], [tabindex="0"]')];
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    document.body.removeAttribute('data-diagram-open');
    opener.focus();
  });
}
