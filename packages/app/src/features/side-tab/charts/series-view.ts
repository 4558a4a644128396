/** The part of a feed Series a chart reads (a fake in tests): `at(column, index)` and `length`. */
export interface SeriesView {
  readonly length: number;
  at(column: number, index: number): number;
}
