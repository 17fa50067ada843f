/** The library's shapes, as the server's schemas define them (`@vitae/core/homebrew-library`). */
export type { LibraryItem, LibraryItemResponse, LibraryPage as LibraryList, LibraryReport, LibrarySort, LibrarySummary, Review as LibraryReview } from '@vitae/core/homebrew-library';
