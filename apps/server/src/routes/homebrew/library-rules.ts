import type { FastifyInstance } from 'fastify';
import { homebrewKindNames, homebrewKindsOfLine, isHomebrewKind, lineOfHomebrewKind } from '@vitae/core/homebrew-kinds';
import { homebrewUpdatedEvent, libraryLimits, type LibrarySummary, type Review } from '@vitae/core/homebrew-library';
import type { GameLine } from '@vitae/core';
import { forbidden, notFound } from '../../errors.ts';
import type { LibraryRow, ReviewRow } from '../../repositories/homebrew-library.ts';
import { userRoom } from '../../realtime/realtime.ts';

/** The kinds a library query covers: one kind, a line's kinds, or `all`; an unknown kind covers none. */
export function kindsFor(query: { kind?: string | undefined; line?: GameLine | undefined }): string[] | 'all' {
  if (!query.line && query.kind === undefined) return 'all';
  const all = query.line ? homebrewKindsOfLine(query.line).map((spec) => spec.kind) : [...homebrewKindNames];
  return query.kind === undefined ? all : all.filter((kind) => kind === query.kind);
}

/** Listed: public and not hidden by reports. */
export function isListed(row: Pick<LibraryRow, 'public' | 'reports'>): boolean {
  return row.public && row.reports < libraryLimits.reportsToHide;
}

export const missingItem = () => notFound('this item is not in the library (private, hidden after reports, or deleted)', 'library_item_not_found');

/** The kind of a URL, or 404 for one the server does not know. */
export function knownKind(kind: string) {
  if (!isHomebrewKind(kind)) throw missingItem();
  return kind;
}

/** A listed item someone else wrote, for rating and reporting. */
export function othersListedItem(row: LibraryRow | undefined, userId: string): LibraryRow {
  if (!row || !isListed(row)) throw missingItem();
  if (row.creatorId === userId) throw forbidden('you cannot rate or report your own item', 'library_own_item');
  return row;
}

/** The caller's own item (listed or not), for answering reviews and reports; others get 404 unless it is listed. */
export function ownItem(row: LibraryRow | undefined, userId: string): LibraryRow {
  if (!row || (!isListed(row) && row.creatorId !== userId)) throw missingItem();
  if (row.creatorId !== userId) throw forbidden("only the item's author can answer here", 'library_not_author');
  return row;
}

export function toSummary(row: LibraryRow): LibrarySummary {
  return {
    kind: row.kind,
    id: row.id,
    line: lineOfHomebrewKind(knownKind(row.kind)),
    name: row.name,
    slogan: row.slogan,
    author: { id: row.creatorId, name: row.creator },
    version: row.version,
    installs: row.installs,
    rating: { average: row.ratingCount > 0 ? Math.round((row.ratingSum / row.ratingCount) * 10) / 10 : null, count: row.ratingCount },
    updatedAt: row.updatedAt.toISOString(),
    copiedFrom: row.copiedFrom,
  };
}

export function toReview(row: ReviewRow): Review {
  return {
    userId: row.userId,
    name: row.name,
    stars: row.stars,
    text: row.text,
    updatedAt: row.updatedAt.toISOString(),
    answer: row.answer !== null && row.answeredAt ? { text: row.answer, updatedAt: row.answeredAt.toISOString() } : null,
  };
}

/**
 * Tells every account that installed an item of its new version (issue #49 item 1), so their
 * update notices refresh without a reload. A private save reaches only its author: others cannot
 * install it, so it is no update for them. A failed push never fails the save.
 */
export async function pushHomebrewUpdate(app: FastifyInstance, item: { kind: string; id: number; version: number; public: boolean; creatorId: string }): Promise<void> {
  try {
    const installers = await app.repos.homebrewLibrary.installers(item.id);
    const targets = item.public ? installers : installers.filter((userId) => userId === item.creatorId);
    if (targets.length === 0) return;
    app.realtime.io.to(targets.map(userRoom)).emit(homebrewUpdatedEvent, { kind: item.kind, id: item.id, version: item.version });
  } catch (error) {
    app.log.warn({ err: error, item: item.id }, 'homebrew update push failed');
  }
}
