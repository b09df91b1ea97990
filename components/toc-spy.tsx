'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Scrolls the side column's own list, when it is taller than the screen, so that the marked link shows; never the
 * page. The folded list at the top of the article is left as the reader has it.
 */
function keepInView(link: HTMLElement) {
  const box = link.closest<HTMLElement>('.docs-aside');
  if (!box || box.scrollHeight <= box.clientHeight) return;
  const at = link.getBoundingClientRect();
  const view = box.getBoundingClientRect();
  if (at.top < view.top || at.bottom > view.bottom) box.scrollTop += at.top - view.top - view.height / 2;
}

/**
 * Marks, in every "On this page" list, the link of the section the reader is in (`aria-current="true"`): the
 * last heading above a line just under the header, or at the end of the page the last heading on screen. A heading
 * that opens a `.doc-section` is measured by its section, and one inside a section far from view is not measured at
 * all, so the sections the browser skips (content-visibility) are not laid out by this.
 */
export function TocSpy() {
  const pathname = usePathname();
  useEffect(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('.toc a[href^="#"], .toc-inline a[href^="#"]')];
    const ids = [...new Set(links.map((a) => decodeURIComponent(a.hash.slice(1))))];
    const headings = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
    if (headings.length === 0) return;
    const header = document.querySelector('.navbar');
    let current: string | null = null;
    let frame = 0;

    const topOf = (el: HTMLElement, viewport: number) => {
      const section = el.closest<HTMLElement>('.doc-section');
      if (!section) return el.getBoundingClientRect().top;
      const box = section.getBoundingClientRect();
      if (section.firstElementChild === el) return box.top;
      if (box.bottom < 0) return -Infinity;
      if (box.top > viewport) return Infinity;
      return el.getBoundingClientRect().top;
    };

    const update = () => {
      frame = 0;
      const viewport = window.innerHeight;
      const line = (header?.getBoundingClientRect().bottom ?? 0) + 80;
      const atEnd = window.scrollY + viewport >= document.documentElement.scrollHeight - 2;
      let active: HTMLElement | null = null;
      for (const el of headings) {
        const top = topOf(el, viewport);
        if (top <= line || (atEnd && top < viewport)) active = el;
        else if (!atEnd) break;
      }
      const id = active?.id ?? null;
      if (id === current) return;
      current = id;
      for (const a of links) {
        if (id !== null && decodeURIComponent(a.hash.slice(1)) === id) {
          a.setAttribute('aria-current', 'true');
          keepInView(a);
        } else a.removeAttribute('aria-current');
      }
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    // The first mark waits for the next frame, when the browser lays the page out anyway: measuring during hydration
    // forced a layout of the whole page inside the hydration task (long pages' blocking time).
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    // The phone's "On this page" button leads to the folded list: it arrives unfolded.
    const unfold = (e: MouseEvent) => {
      if (e.target instanceof Element && e.target.closest('.to-toc'))
        document.querySelector<HTMLDetailsElement>('#toc-inline details')?.setAttribute('open', '');
    };
    document.addEventListener('click', unfold);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('click', unfold);
    };
  }, [pathname]);
  return null;
}
