import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useState } from "react";
import { Navigate, useLocation, useNavigate, useParams } from "react-router-dom";
import { IS_LOGIN_BUILD } from "../build-flags";
import { market } from "../feed/market";
import { useTranslation } from "../i18n/use-translation";
import { LiveBoard } from "../routes/LiveBoard";
import { AddCodeInput } from "./AddCodeInput";
import { $lists, addCodeToList, deleteList, listsOf, removeCodeFromList, renameList } from "./categories";
import { ListNameEditor } from "./ListNameEditor";
import { $favouriteCodes, addFavourite, toggleFavourite } from "./local-favourites";

/** Codes the feed knows, in list order (unknown codes would be blank rows). */
function useKnown(codes: readonly string[]): string[] {
  const [version, setVersion] = useState(market.symbols.structureVersion);
  useEffect(() => market.symbols.onStructureChange(() => setVersion(market.symbols.structureVersion)), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when rows appear
  return useMemo(() => codes.filter((code) => market.symbols.rowOf(code) >= 0), [codes, version]);
}

/** /banggia/fav: the starred symbols kept in this browser. */
function StarredBoard() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const codes = useStore($favouriteCodes);
  const shown = useKnown(codes);
  const favourites = useMemo(() => new Set(codes), [codes]);
  const title = <h2 className="board-title">{t("fav.starred")}</h2>;
  const add = <AddCodeInput current={codes} onAdd={addFavourite} />;
  if (shown.length === 0) {
    return (
      <div className="board-empty">
        <div className="board-toolbar">
          {title}
          {add}
        </div>
        <p className="board-message" data-board-state="empty">
          {t(market.symbols.rowCount === 0 && codes.length > 0 ? "board.loading" : "fav.emptyStarred")}
        </p>
      </div>
    );
  }
  return (
    <LiveBoard
      path={pathname}
      codes={shown}
      favourites={favourites}
      onStar={toggleFavourite}
      toolbarStart={
        <>
          {title}
          {add}
        </>
      }
    />
  );
}

/** /banggia/fav/{listid}: a server list of the signed-in user (login build). */
function ServerListBoard({ listId }: { listId: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const state = useStore($lists);
  const list = listsOf(state).find((l) => l.id === listId) ?? null;
  const codes = list?.codes ?? [];
  const shown = useKnown(codes);
  const favourites = useMemo(() => new Set(codes), [codes]);
  if (list === null) {
    const loading = state.status === "idle" || state.status === "loading";
    return (
      <p className="board-message" data-board-state={loading ? "loading" : "empty"}>
        {t(loading ? "board.loading" : "fav.noSuchList")}
      </p>
    );
  }
  const toolbar = (
    <>
      <ListNameEditor name={list.name} onRename={(name) => void renameList(list.id, name)} />
      <AddCodeInput current={list.codes} onAdd={(code) => void addCodeToList(list.id, code)} />
      <button
        type="button"
        data-action="delete-list"
        onClick={() => {
          if (!window.confirm(t("fav.confirmDelete", { name: list.name }))) return;
          void deleteList(list.id).then((ok) => ok && navigate("/banggia/fav", { replace: true }));
        }}
      >
        {t("fav.deleteList")}
      </button>
    </>
  );
  if (shown.length === 0) {
    return (
      <div className="board-empty">
        <div className="board-toolbar">{toolbar}</div>
        <p className="board-message" data-board-state="empty">
          {t("fav.emptyList")}
        </p>
      </div>
    );
  }
  return (
    <LiveBoard
      path={pathname}
      codes={shown}
      favourites={favourites}
      // On a list's own board the star takes the symbol off the list (spec 4: group edit, then reload).
      onStar={(code) => void removeCodeFromList(list.id, code)}
      toolbarStart={toolbar}
    />
  );
}

export function FavouritesPage() {
  const { listid } = useParams();
  if (listid === undefined) return <StarredBoard />;
  const id = Number(listid);
  // Spec 2.1: the listid route exists only in the login build.
  if (!IS_LOGIN_BUILD || !Number.isInteger(id) || id <= 0) return <Navigate to="/banggia/fav" replace />;
  return <ServerListBoard listId={id} />;
}
