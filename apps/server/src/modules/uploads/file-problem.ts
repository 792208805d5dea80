/**
 * Why a file is refused as a whole while it is read (too big unpacked, not UTF-8, ...): reading stops at once, and the
 * upload is refused with this one problem, placed at the row and column where it was found.
 */
export class FileProblem extends Error {
  constructor(
    message: string,
    readonly line = 1,
    readonly column = 'file',
  ) {
    super(message);
  }
}
