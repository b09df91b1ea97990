'use client';

import { Children, isValidElement, useId, useLayoutEffect, useState, type ReactElement, type ReactNode } from 'react';
import { TABS_STORAGE_KEY, tabsInlineScript } from '@/lib/http/inline-scripts';

export function Tab({ children }: { label: string; children: ReactNode }) {
  return <>{children}</>;
}

/** The key a group of tabs shares its choice under: the `groupId`, or else its set of labels. */
export const tabsGroupKey = (groupId: string | undefined, labels: string[]) => groupId ?? [...labels].sort().join('|');

const readChoices = (): Record<string, string> => {
  try {
    return JSON.parse(localStorage.getItem(TABS_STORAGE_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
};

/** Tabs of every group with this key on the page follow a choice made in one of them. */
const CHANGE_EVENT = 'dremio-docs:tabs';

/**
 * Alternative instructions side by side (OS, language, tool), with the ARIA tabs pattern. The reader's choice is
 * kept on this device by group (see AUTHORING.md): other groups with the same key, on this page, on other pages
 * and after a reload, open on the same tab. The inline script after the markup selects it before the first paint.
 */
export function Tabs({ children, groupId }: { children: ReactNode; groupId?: string }) {
  const tabs = Children.toArray(children).filter(isValidElement) as ReactElement<{ label: string; children: ReactNode }>[];
  const labels = tabs.map((t) => t.props.label);
  const group = tabsGroupKey(groupId, labels);
  const [active, setActive] = useState(0);
  const id = useId();

  useLayoutEffect(() => {
    const sync = () => {
      const index = labels.indexOf(readChoices()[group] ?? '');
      if (index >= 0) setActive(index);
    };
    sync();
    window.addEventListener(CHANGE_EVENT, sync);
    return () => window.removeEventListener(CHANGE_EVENT, sync);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [group]);

  const choose = (index: number) => {
    setActive(index);
    try {
      localStorage.setItem(TABS_STORAGE_KEY, JSON.stringify({ ...readChoices(), [group]: labels[index] }));
    } catch {
      // Without storage the choice holds for this group only.
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  };
  const focusTab = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    choose(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <>
      <div className="tabs" data-group={group}>
        <div role="tablist" className="tab-list">
          {tabs.map((tab, i) => (
            <button
              key={tab.props.label}
              id={`${id}-tab-${i}`}
              role="tab"
              type="button"
              data-label={tab.props.label}
              // The inline script may have selected a remembered tab before hydration.
              suppressHydrationWarning
              aria-selected={i === active}
              aria-controls={`${id}-panel-${i}`}
              tabIndex={i === active ? 0 : -1}
              onClick={() => choose(i)}
              onKeyDown={(e) => {
                if (e.key === 'ArrowRight') focusTab(i + 1);
                if (e.key === 'ArrowLeft') focusTab(i - 1);
              }}
            >
              {tab.props.label}
            </button>
          ))}
        </div>
        {tabs.map((tab, i) => (
          <div
            key={tab.props.label}
            id={`${id}-panel-${i}`}
            role="tabpanel"
            aria-labelledby={`${id}-tab-${i}`}
            data-label={tab.props.label}
            suppressHydrationWarning
            hidden={i !== active}
          >
            {tab.props.children}
          </div>
        ))}
      </div>
      <script dangerouslySetInnerHTML={{ __html: tabsInlineScript }} suppressHydrationWarning />
    </>
  );
}
