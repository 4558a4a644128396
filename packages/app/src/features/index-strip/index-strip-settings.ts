import { persistedAtom } from "../../shared/settings/persisted-atom";
import type { HeaderIndexCode } from "./header-indices";
import { DEFAULT_INDEX_MODE, INDEX_MODE_STORAGE_KEY, type IndexMode, isIndexMode } from "./index-mode";
import {
  DEFAULT_INDEX_SUBSCRIPTIONS,
  INDEX_SUBSCRIPTIONS_STORAGE_KEY,
  isIndexSubscriptionList,
} from "./index-subscriptions";

/** FULL, INFO or HIDDEN, kept in localStorage under "indexMode" (spec 3 and 9). */
export const $indexMode = persistedAtom<IndexMode>(INDEX_MODE_STORAGE_KEY, DEFAULT_INDEX_MODE, isIndexMode);

/** The header indices the user follows (charts live), kept in localStorage. */
export const $subscribedIndices = persistedAtom<readonly HeaderIndexCode[]>(
  INDEX_SUBSCRIPTIONS_STORAGE_KEY,
  DEFAULT_INDEX_SUBSCRIPTIONS,
  isIndexSubscriptionList,
);
