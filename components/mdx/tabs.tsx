'use client';

import { Children, isValidElement, useId, useState, type ReactElement, type ReactNode } from 'react';

export function Tab({ children }: { label: string; children: ReactNode }) {
  return <>{children}</>;
}

/** Alternative instructions side by side (OS, language, tool), with the ARIA tabs pattern. */
export function Tabs({ children }: { children: ReactNode }) {
  const tabs = Children.toArray(children).filter(isValidElement) as ReactElement<{ label: string; children: ReactNode }>[];
  const [active, setActive] = useState(0);
  const id = useId();
  const focusTab = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setActive(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div className="tabs">
      <div role="tablist" className="tab-list">
        {tabs.map((tab, i) => (
          <button
            key={tab.props.label}
            id={`${id}-tab-${i}`}
            role="tab"
            type="button"
            aria-selected={i === active}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
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
        <div key={tab.props.label} id={`${id}-panel-${i}`} role="tabpanel" aria-labelledby={`${id}-tab-${i}`} hidden={i !== active}>
          {tab.props.children}
        </div>
      ))}
    </div>
  );
}
