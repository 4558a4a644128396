import { useStore } from "@nanostores/react";
import { type FormEvent, useRef, useState } from "react";
import { downloadText } from "../../shared/export/download";
import { exportFileName } from "../../shared/export/file-name";
import { useTranslation } from "../../shared/i18n/use-translation";
import {
  $extraColumns,
  $hiddenColumns,
  $percentChange,
  $sort,
  $totalValue,
  $viewMode,
} from "../../shared/settings/board-settings";
import {
  type LayoutKind,
  type LayoutSettings,
  layoutFileText,
  layoutName,
  layoutsOf,
  MAX_FILE_BYTES,
  MAX_NAME_LENGTH,
  sameSettings,
} from "../../shared/settings/layout-model";
import {
  $layouts,
  importLayouts,
  removeLayout,
  saveCurrentLayout,
  switchLayout,
} from "../../shared/settings/saved-layouts";

const NOTE_STYLE = { margin: 0, whiteSpace: "normal", maxWidth: 260 } as const;

/** A message under the section: a success (status) or a refusal (alert), read by screen readers. */
interface Note {
  kind: "status" | "alert";
  text: string;
}

/** The board's settings now, as a layout compares them (re-renders when any changes). */
function useCurrentSettings(): LayoutSettings {
  return {
    hidden: useStore($hiddenColumns),
    extras: useStore($extraColumns),
    percent: useStore($percentChange),
    value: useStore($totalValue),
    sort: useStore($sort),
    view: useStore($viewMode),
  };
}

/** The saved layouts of this board kind: a click switches to one, the × deletes it. */
function LayoutList({ kind, onNote }: { kind: LayoutKind; onNote: (note: Note) => void }) {
  const { t } = useTranslation();
  const layouts = layoutsOf(useStore($layouts), kind);
  const current = useCurrentSettings();
  if (layouts.length === 0) return <span data-testid="layouts-none">{t("layouts.none")}</span>;
  return (
    <ul data-testid="layouts" style={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 2 }}>
      {layouts.map((layout) => (
        <li key={layout.name} style={{ display: "flex", gap: 4 }}>
          <button
            type="button"
            data-layout={layout.name}
            aria-pressed={sameSettings(layout, current)}
            title={t("layouts.switch", { name: layout.name })}
            onClick={() => switchLayout(layout)}
            style={{ flex: 1, textAlign: "left" }}
          >
            {layout.name}
          </button>
          <button
            type="button"
            data-delete-layout={layout.name}
            aria-label={t("layouts.delete", { name: layout.name })}
            title={t("layouts.delete", { name: layout.name })}
            onClick={() => {
              removeLayout(kind, layout.name);
              onNote({ kind: "status", text: t("layouts.deleted", { name: layout.name }) });
            }}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The name field and the Save button: saves the board as it is now under that name. */
function SaveForm({ kind, onNote }: { kind: LayoutKind; onNote: (note: Note) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState("");
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = saveCurrentLayout(kind, name);
    if (!result.ok) {
      onNote({ kind: "alert", text: t(`layouts.problem.${result.problem}`) });
      return;
    }
    const saved = layoutName(name) ?? name;
    onNote({
      kind: "status",
      text: t(result.replaced ? "layouts.replaced" : "layouts.saved", { name: saved }),
    });
    setName("");
  };
  return (
    <form onSubmit={onSubmit} style={{ display: "flex", gap: 4 }}>
      <input
        name="layoutName"
        value={name}
        maxLength={MAX_NAME_LENGTH}
        aria-label={t("layouts.name")}
        placeholder={t("layouts.name")}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" data-testid="layout-save">
        {t("layouts.save")}
      </button>
    </form>
  );
}

/** Export every saved layout to a JSON file; import one (validated whole: a wrong file changes nothing). */
function FileButtons({ onNote }: { onNote: (note: Note) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const onFile = async (file: File | undefined) => {
    if (input.current !== null) input.current.value = "";
    if (file === undefined) return;
    if (file.size > MAX_FILE_BYTES) {
      onNote({ kind: "alert", text: t("layouts.problem.tooLarge") });
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      onNote({ kind: "alert", text: t("layouts.problem.unreadable") });
      return;
    }
    const result = importLayouts(text);
    if (!result.ok) {
      const at = "at" in result ? result.at : undefined;
      onNote({ kind: "alert", text: t(`layouts.problem.${result.problem}`, { at }) });
    } else if ("added" in result) {
      onNote({
        kind: "status",
        text: t("layouts.imported", { added: result.added, replaced: result.replaced }),
      });
    }
  };
  return (
    <div style={{ display: "flex", gap: 4 }}>
      <button
        type="button"
        data-testid="layouts-export"
        onClick={() =>
          downloadText(
            exportFileName("layouts", new Date(), "json"),
            layoutFileText($layouts.get()),
            "application/json",
          )
        }
      >
        {t("layouts.export")}
      </button>
      <button type="button" data-testid="layouts-import" onClick={() => input.current?.click()}>
        {t("layouts.import")}
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="layouts-file"
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
    </div>
  );
}

/**
 * The column menu's saved layouts (issue 20): the layouts of this board kind (switch, delete), save the
 * board as it is under a name, export and import the layouts as a JSON file. Messages are announced.
 */
export function LayoutSection({ kind }: { kind: LayoutKind }) {
  const { t } = useTranslation();
  const [note, setNote] = useState<Note | null>(null);
  return (
    <section data-testid="layouts-section" style={{ display: "grid", gap: 4 }}>
      <strong className="menu-heading">{t("layouts.heading")}</strong>
      <LayoutList kind={kind} onNote={setNote} />
      <SaveForm kind={kind} onNote={setNote} />
      <FileButtons onNote={setNote} />
      {note?.kind === "alert" ? (
        <p role="alert" data-testid="layouts-error" style={NOTE_STYLE}>
          {note.text}
        </p>
      ) : (
        <p role="status" data-testid="layouts-note" style={NOTE_STYLE}>
          {note?.text ?? ""}
        </p>
      )}
    </section>
  );
}
