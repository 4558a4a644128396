import { useEffect, useState } from "react";
import { useTranslation } from "../../shared/i18n/use-translation";

/** The server's limit on a list name (docs/api.md, /cata/insert-cata): a longer one is refused. */
export const LIST_NAME_MAX_LENGTH = 50;

/**
 * A server list's name (spec 2.3.9): read-only until the settings icon; then Enter or the save icon
 * renames (an empty name is not sent), the cancel icon or Escape restores it.
 */
export function ListNameEditor({
  name,
  onRename,
}: {
  name: string;
  /** True once the server renamed the list. */
  onRename: (name: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  useEffect(() => setDraft(name), [name]);
  const save = () => {
    const next = draft.trim();
    setEditing(false);
    // An empty or unchanged name is not sent and the list keeps showing its name; a refused rename too.
    if (next === "" || next === name) {
      setDraft(name);
      return;
    }
    setDraft(next);
    void onRename(next).then((renamed) => {
      if (!renamed) setDraft(name);
    });
  };
  const cancel = () => {
    setDraft(name);
    setEditing(false);
  };
  return (
    <span className="list-name">
      <input
        name="list-name"
        value={draft}
        readOnly={!editing}
        aria-label={t("fav.listName")}
        maxLength={LIST_NAME_MAX_LENGTH}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (!editing) return;
          if (event.key === "Enter") save();
          if (event.key === "Escape") cancel();
        }}
      />
      {editing ? (
        <>
          <button
            type="button"
            data-action="save-name"
            title={t("fav.save")}
            aria-label={t("fav.save")}
            onClick={save}
          >
            ✔
          </button>
          <button
            type="button"
            data-action="cancel-name"
            title={t("fav.cancel")}
            aria-label={t("fav.cancel")}
            onClick={cancel}
          >
            ✕
          </button>
        </>
      ) : (
        <button
          type="button"
          data-action="edit-name"
          title={t("fav.rename")}
          aria-label={t("fav.rename")}
          onClick={() => setEditing(true)}
        >
          ⚙
        </button>
      )}
    </span>
  );
}
