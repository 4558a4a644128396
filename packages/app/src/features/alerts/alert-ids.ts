/** Element ids the header's alerts button and the alerts list share (the list loads on first open). */
export const ALERTS_PANEL_ID = "alerts-panel";
export const ALERTS_BUTTON_ID = "alerts-button";
