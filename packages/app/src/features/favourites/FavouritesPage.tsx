import { useStore } from "@nanostores/react";
import { type ReactNode, useMemo } from "react";
import { Navigate, useLocation, useNavigate, useParams } from "react-router-dom";
import { IS_LOGIN_BUILD } from "../../shared/config/build-flags";
import { AddCodeInput } from "../../shared/favourites/AddCodeInput";
import {
  $lists,
  addCodeToList,
  deleteList,
  listsOf,
  removeCodeFromList,
  renameList,
} from "../../shared/favourites/categories";
import type { ListCodes } from "../../shared/favourites/list-codes";
import { $starredCodes, addStarred, toggleStarred } from "../../shared/favourites/starred";
import { useListCodes } from "../../shared/favourites/use-list-codes";
import { market } from "../../shared/feed/market";
import { useTranslation } from "../../shared/i18n/use-translation";
import { LiveBoard } from "../boards/LiveBoard";
import { FavouriteBonds } from "./FavouriteBonds";
import { ListNameEditor } from "./ListNameEditor";
import "./favourites.css";

/**
 * A favourites board, one layout whether the list is empty or not: the toolbar (and the add-code input
 * in it) stays mounted when the first code lands, so the input keeps its focus and what the user typed
 * next; an empty list shows its message over the empty board. The list's bonds (ticked on the TPRL
 * board) have their own board under the stock board, absent when the list has none.
 */
function FavouritesBoard({
  codes,
  shown,
  emptyText,
  onStar,
  toolbar,
}: {
  codes: readonly string[];
  /** The codes the feed knows, stocks and bonds apart, in list order. */
  shown: ListCodes;
  emptyText: string;
  /** The star of a stock or the checkbox of a bond: takes the code off the list. */
  onStar: (code: string) => void;
  toolbar: ReactNode;
}) {
  const { pathname } = useLocation();
  const favourites = useMemo(() => new Set(codes), [codes]);
  return (
    <>
      <LiveBoard
        path={pathname}
        codes={shown.stocks}
        favourites={favourites}
        onStar={onStar}
        toolbarStart={toolbar}
      />
      {shown.bonds.length > 0 && (
        <FavouriteBonds codes={shown.bonds} favourites={favourites} onUntick={onStar} />
      )}
      {shown.stocks.length === 0 && shown.bonds.length === 0 && (
        <p className="board-message fav-empty" data-board-state="empty">
          {emptyText}
        </p>
      )}
    </>
  );
}

/** /banggia/fav: the starred symbols (this browser's; the user's first server list in the login build). */
function StarredBoard() {
  const { t } = useTranslation();
  const codes = useStore($starredCodes);
  const shown = useListCodes(codes);
  return (
    <FavouritesBoard
      codes={codes}
      shown={shown}
      emptyText={t(market.symbols.rowCount === 0 && codes.length > 0 ? "board.loading" : "fav.emptyStarred")}
      onStar={(code) => void toggleStarred(code)}
      toolbar={
        <>
          <h2 className="board-title">{t("fav.starred")}</h2>
          <AddCodeInput current={codes} onAdd={addStarred} acceptBonds />
        </>
      }
    />
  );
}

/** /banggia/fav/{listid}: a server list of the signed-in user (login build). */
function ServerListBoard({ listId }: { listId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useStore($lists);
  const list = listsOf(state).find((l) => l.id === listId) ?? null;
  const codes = list?.codes ?? [];
  const shown = useListCodes(codes);
  if (list === null) {
    const loading = state.status === "idle" || state.status === "loading";
    return (
      <p className="board-message" data-board-state={loading ? "loading" : "empty"}>
        {t(loading ? "board.loading" : "fav.noSuchList")}
      </p>
    );
  }
  return (
    <FavouritesBoard
      codes={codes}
      shown={shown}
      emptyText={t("fav.emptyList")}
      // On a list's own board the star takes the symbol off the list (spec 4: group edit, then reload).
      onStar={(code) => void removeCodeFromList(list.id, code)}
      toolbar={
        <>
          <ListNameEditor name={list.name} onRename={(name) => renameList(list.id, name)} />
          <AddCodeInput current={list.codes} onAdd={(code) => addCodeToList(list.id, code)} acceptBonds />
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
      }
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
