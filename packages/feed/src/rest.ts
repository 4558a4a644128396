/**
 * @vnboard/feed/rest: the REST client of the full price-board app (spec 7; shapes in docs/api.md):
 * login and sessions, favourites, orders, histories and reference lists, with the helpers its forms
 * need (password obfuscation, e-mail, phone and code validation). A host showing boards needs none.
 *
 * @module @vnboard/feed/rest
 */

export * from "./rest/index";
export * from "./rules/validation";
