import type { ReactNode } from "react";

/**
 * One option of a combobox's own listbox (the header's, the popups' and the side tab's searches): an
 * `aria-activedescendant` target that never takes focus itself, picked on mousedown (a click would come
 * after the input's blur had closed the list).
 */
export function ListboxOption({
  id,
  active,
  className,
  code,
  kind,
  title,
  onPick,
  children,
}: {
  id: string;
  active: boolean;
  /** The list's own option class; `is-active` is added for the highlighted one. */
  className: string;
  /** `data-code`, which tests and delegated handlers read. */
  code: string;
  /** `data-kind`, where a list mixes symbols and indices. */
  kind?: string;
  title?: string;
  onPick: () => void;
  children: ReactNode;
}) {
  return (
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      className={`${className}${active ? " is-active" : ""}`}
      data-code={code}
      data-kind={kind}
      title={title}
      onMouseDown={(event) => {
        event.preventDefault();
        onPick();
      }}
    >
      {children}
    </div>
  );
}
