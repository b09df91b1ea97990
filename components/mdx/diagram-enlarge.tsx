'use client';

/**
 * The button under a diagram (lib/mdx/remark-diagrams.ts) that opens it full screen. The viewer's code
 * (diagram-viewer.ts) loads on the first press, so a page with diagrams ships only this button.
 */
export function DiagramEnlarge() {
  return (
    <button
      type="button"
      className="tool-button"
      onClick={async (event) => {
        const button = event.currentTarget;
        const figure = button.closest('figure');
        if (!figure) return;
        const { openDiagram } = await import('./diagram-viewer');
        openDiagram(figure, button);
      }}
    >
      Enlarge<span className="visually-hidden"> the diagram</span>
    </button>
  );
}
