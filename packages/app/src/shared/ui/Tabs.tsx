import type { ReactNode } from "react";

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/** A row of tabs (ARIA tablist); the panel is the caller's. */
export function Tabs<K extends string>({
  items,
  value,
  onChange,
  className,
  extra,
}: {
  items: readonly TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  className?: string;
  extra?: ReactNode;
}) {
  return (
    <div className={`popup-tabs ${className ?? ""}`} role="tablist">
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          data-tab={item.key}
          aria-selected={value === item.key}
          className={value === item.key ? "active" : ""}
          onClick={() => onChange(item.key)}
        >
          {item.label}
        </button>
      ))}
      {extra}
    </div>
  );
}
