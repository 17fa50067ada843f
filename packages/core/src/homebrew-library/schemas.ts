import { z } from 'zod';
import { gameLines } from '../character/keys.ts';

/**
 * The public homebrew library (issue #49 item 3): `GET/PUT/POST /homebrew/library/...`. Line-neutral:
 * a kind is any homebrew kind the server knows (clans, disciplines, and the kinds other lines add);
 * the server answers 404 `homebrew_kind_unknown` for one it doesn't.
 */
export const libraryLimits = {
  /** Characters of a search query. */
  query: 100,
  /** Items a page at most (and the default). */
  pageSize: 50,
  defaultPageSize: 20,
  /** Characters of a review's text and of the author's answer to it. */
  reviewText: 500,
  answerText: 500,
  /** Characters of a report's reason and of the author's answer to the reports. */
  reportReason: 500,
  reportsAnswer: 1000,
  /** Distinct accounts whose reports hide an item until its author answers. */
  reportsToHide: 3,
  /** Reviews an item page shows (the newest). */
  reviewsShown: 100,
  /** Reviews (new or edited) and reports an account may send an hour. */
  reviewsPerHour: 30,
  reportsPerHour: 10,
} as const;

export const librarySorts = ['newest', 'installs', 'rating'] as const;
export type LibrarySort = (typeof librarySorts)[number];

/** A homebrew kind as it appears in URLs (`clans`, `disciplines`, `gifts`, ...). */
export const libraryKindSchema = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'unknown homebrew kind');
export type LibraryKind = z.infer<typeof libraryKindSchema>;
const itemIdSchema = z.coerce.number().int('the id must be a whole number').min(1).max(2_000_000_000);

/** `GET /homebrew/library?q&line&kind&sort&page&pageSize`; with `q` and no `sort` the best matches come first. */
export const libraryQuerySchema = z.object({
  q: z.string().trim().max(libraryLimits.query, `q has at most ${libraryLimits.query} characters`).optional(),
  line: z.enum(gameLines).optional(),
  kind: libraryKindSchema.optional(),
  sort: z.enum(librarySorts).optional(),
  page: z.coerce.number().int('page must be a whole number').min(1, 'page starts at 1').max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(libraryLimits.pageSize, `pageSize is at most ${libraryLimits.pageSize}`).default(libraryLimits.defaultPageSize),
});
export type LibraryQuery = z.input<typeof libraryQuerySchema>;

export const libraryItemParamsSchema = z.object({ kind: libraryKindSchema, id: itemIdSchema });
export const libraryReviewParamsSchema = libraryItemParamsSchema.extend({ userId: z.string().min(1).max(64) });

/** Where a copied item came from; kept on the copy (editor, preview, library) even if the original goes away. */
export const copiedFromSchema = z.object({ kind: libraryKindSchema, id: z.number().int(), name: z.string(), authorName: z.string() });
export type CopiedFrom = z.infer<typeof copiedFromSchema>;

export const librarySummarySchema = z.object({
  kind: libraryKindSchema,
  id: z.number().int(),
  line: z.enum(gameLines),
  name: z.string(),
  slogan: z.string().nullable(),
  author: z.object({ id: z.string(), name: z.string() }),
  version: z.number().int().min(1),
  /** Accounts that have it installed (any version), each once. */
  installs: z.number().int().min(0),
  rating: z.object({ average: z.number().min(1).max(5).nullable(), count: z.number().int().min(0) }),
  updatedAt: z.string(),
  copiedFrom: copiedFromSchema.nullable(),
});
export type LibrarySummary = z.infer<typeof librarySummarySchema>;

export const libraryPageSchema = z.object({
  items: z.array(librarySummarySchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type LibraryPage = z.infer<typeof libraryPageSchema>;

export const reviewSchema = z.object({
  userId: z.string(),
  name: z.string(),
  stars: z.number().int().min(1).max(5),
  text: z.string(),
  updatedAt: z.string(),
  answer: z.object({ text: z.string(), updatedAt: z.string() }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Reports as the author sees them: reasons, never who sent them. */
export const libraryReportSchema = z.object({ reason: z.string(), createdAt: z.string() });
export type LibraryReport = z.infer<typeof libraryReportSchema>;

export const libraryItemSchema = librarySummarySchema.extend({
  description: z.string().nullable(),
  versions: z.array(z.object({ version: z.number().int().min(1), createdAt: z.string() })),
  /** Only on the author's own item: hidden by reports, and the open reports. */
  hidden: z.boolean().optional(),
  reports: z.array(libraryReportSchema).optional(),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;

/** `GET /homebrew/library/{kind}/{id}`. */
export const libraryItemResponseSchema = z.object({
  item: libraryItemSchema,
  reviews: z.array(reviewSchema),
  mine: reviewSchema.nullable(),
  reportedByMe: z.boolean(),
});
export type LibraryItemResponse = z.infer<typeof libraryItemResponseSchema>;

/** `PUT /homebrew/library/{kind}/{id}/review` → `Review`. */
export const reviewBodySchema = z.strictObject({
  stars: z.number().int('stars must be a whole number').min(1, 'at least 1 star').max(5, 'at most 5 stars'),
  text: z.string().trim().max(libraryLimits.reviewText, `the review has at most ${libraryLimits.reviewText} characters`).default(''),
});
export type ReviewBody = z.input<typeof reviewBodySchema>;

/** `PUT /homebrew/library/{kind}/{id}/reviews/{userId}/answer` (the item's author) → `Review`. */
export const reviewAnswerBodySchema = z.strictObject({
  text: z.string().trim().min(1, 'the answer is empty').max(libraryLimits.answerText, `the answer has at most ${libraryLimits.answerText} characters`),
});
export type ReviewAnswerBody = z.input<typeof reviewAnswerBodySchema>;

/** `POST /homebrew/library/{kind}/{id}/report` → `{ hidden }`. */
export const reportBodySchema = z.strictObject({
  reason: z.string().trim().min(1, 'say what is wrong').max(libraryLimits.reportReason, `the reason has at most ${libraryLimits.reportReason} characters`),
});
export type ReportBody = z.input<typeof reportBodySchema>;
export const reportResponseSchema = z.object({ hidden: z.boolean() });
export type ReportResponse = z.infer<typeof reportResponseSchema>;

/** `POST /homebrew/library/{kind}/{id}/reports/answer` (author): clears the reports and shows the item again. */
export const reportsAnswerBodySchema = z.strictObject({
  text: z.string().trim().min(1, 'the answer is empty').max(libraryLimits.reportsAnswer, `the answer has at most ${libraryLimits.reportsAnswer} characters`),
});
export type ReportsAnswerBody = z.input<typeof reportsAnswerBodySchema>;
export const reportsAnswerResponseSchema = z.object({ hidden: z.literal(false) });

/**
 * `POST /homebrew/library/{kind}/{id}/copy` → the new private item as the kind's own item schema
 * (e.g. a clan as `GET /homebrew/clans/{id}` gives it) plus `copiedFrom`.
 */
export const copyResponseSchema = z.looseObject({ id: z.number().int(), name: z.string(), copiedFrom: copiedFromSchema });
export type CopyResponse = z.infer<typeof copyResponseSchema>;

/** Socket event to every account that installed an item, when its author saves a new version. */
export const homebrewUpdatedEvent = 'homebrew_updated' as const;
export const homebrewUpdatedPayloadSchema = z.object({ kind: libraryKindSchema, id: z.number().int(), version: z.number().int().min(1) });
export type HomebrewUpdatedPayload = z.infer<typeof homebrewUpdatedPayloadSchema>;
export interface HomebrewServerToClientEvents {
  homebrew_updated: (payload: HomebrewUpdatedPayload) => void;
}
