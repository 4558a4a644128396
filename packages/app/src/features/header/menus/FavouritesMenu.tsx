import { useStore } from "@nanostores/react";
import { useState } from "react";
import { NavLink } from "react-router-dom";
import { $lists, createList, listsOf } from "../../../shared/favourites/categories";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { Dropdown } from "./Dropdown";

/** Favourites dropdown of the login build (spec 2.2): the starred board, the server lists, a new list. */
export function FavouritesMenu({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const state = useStore($lists);
  const [name, setName] = useState("");
  return (
    <Dropdown id="favourites" label={t("menu.favourites")} active={active}>
      <NavLink to="/banggia/fav" end>
        {t("fav.starred")}
      </NavLink>
      {state.status === "loading" && <span className="menu-note">{t("board.loading")}</span>}
      {state.status === "error" && <span className="menu-note">{t("fav.loadFailed")}</span>}
      {listsOf(state).map((list) => (
        <NavLink key={list.id} to={`/banggia/fav/${list.id}`} data-list={list.id}>
          {list.name} <span className="menu-count">({list.codes.length})</span>
        </NavLink>
      ))}
      <form
        className="new-list"
        onSubmit={(event) => {
          event.preventDefault();
          // Spec 5: an empty name is not sent.
          if (name.trim() === "") return;
          void createList(name);
          setName("");
        }}
      >
        <input
          name="new-list"
          value={name}
          maxLength={100}
          placeholder={t("fav.newListPlaceholder")}
          aria-label={t("fav.newListPlaceholder")}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit">{t("fav.create")}</button>
      </form>
    </Dropdown>
  );
}
