/** The seeded market simulator of the reference provider. */
export * from "./clock";
export * from "./history";
export * from "./index-calculator";
export * from "./sessions";
export * from "./simulator";
export * from "./simulator-queries";
export * from "./universe";
