import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from "react";
import { laterLabelTables } from "../i18n/i18n";
import { useTranslation } from "../i18n/use-translation";

/**
 * A component whose code loads on its first render (React.lazy): the app's first page load carries only
 * what the board route draws, and each popup, special board or panel comes when first opened.
 * `load` imports the module, `name` is the export.
 */
export function lazyPart<P extends object, M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M,
): ComponentType<P> {
  // With the string tables of the parts loaded on first use: the part never draws a bare key.
  return lazy(() =>
    Promise.all([load(), laterLabelTables()]).then(([module]) => ({
      default: module[name] as ComponentType<P>,
    })),
  );
}

/**
 * Shows `children` once their code is in; meanwhile a translated "Loading…" status, in place (`floating`
 * false: a page or a panel) or centred over the page (a popup or a dialog). `onCancel`: what an Escape
 * does while the code loads. A popup's own Escape handler comes with its code, so without it a viewer's
 * Escape right after the click would be lost and the popup would open after the viewer dismissed it.
 */
export function LazyPart({
  children,
  floating = false,
  onCancel,
}: {
  children: ReactNode;
  floating?: boolean;
  onCancel?: () => void;
}) {
  return <Suspense fallback={<PartLoading floating={floating} onCancel={onCancel} />}>{children}</Suspense>;
}

function PartLoading({ floating, onCancel }: { floating: boolean; onCancel?: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (onCancel === undefined) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onCancel();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onCancel]);
  return (
    <p
      className={floating ? "part-loading part-loading-floating" : "part-loading"}
      role="status"
      data-part-loading
    >
      {t("app.loadingPart")}
    </p>
  );
}

/**
 * `lazyPart` already wrapped in its own `LazyPart`: for a part rendered in one place. Call it at module
 * level (each call is a new component type).
 */
export function lazyPartWithLoading<P extends object, M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M,
  floating = false,
): ComponentType<P> {
  const Part = lazyPart<P, M>(load, name);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part at module level, like React.lazy
  return function LoadingPart(props: P) {
    return (
      <LazyPart floating={floating}>
        <Part {...props} />
      </LazyPart>
    );
  };
}
