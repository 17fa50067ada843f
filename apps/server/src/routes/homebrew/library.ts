import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema } from '@vitae/core/api';
import {
  copyResponseSchema,
  libraryItemParamsSchema,
  libraryItemResponseSchema,
  libraryLimits,
  libraryPageSchema,
  libraryQuerySchema,
  libraryReviewParamsSchema,
  reportBodySchema,
  reportResponseSchema,
  reportsAnswerBodySchema,
  reportsAnswerResponseSchema,
  reviewAnswerBodySchema,
  reviewBodySchema,
  reviewSchema,
  type CopyResponse,
  type LibraryItemResponse,
} from '@vitae/core/homebrew-library';
import { conflict, HttpError, notFound, unauthorized } from '../../errors.ts';
import { identify } from '../../plugins/authentication.ts';
import { isListed, kindsFor, knownKind, missingItem, othersListedItem, ownItem, toReview, toSummary } from './library-rules.ts';
import { toItem } from './items-rules.ts';
import type { HomebrewQuotas } from './quotas.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema };
const tags = ['homebrew'];

/**
 * `/homebrew/library` (issue #49 item 3): the public homebrew of every line, searchable, with
 * install counts, ratings and short reviews (one per account, the author may answer), reports that
 * hide an item until its author answers, and copies into one's own content that credit the original.
 */
export function libraryRoutes(quotas: HomebrewQuotas): FastifyPluginAsyncZod {
  return async (app) => {
    const { homebrew, homebrewLibrary: library } = app.repos;
    const rateLimit = { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' };

    async function loggedIn(request: Parameters<typeof identify>[1], action: string): Promise<string> {
      const userId = await identify(app, request);
      if (!userId) throw unauthorized(`log in to ${action}`);
      return userId;
    }

    /** 429 past the hourly pace of reviews or reports (`libraryLimits.reviewsPerHour`, `reportsPerHour`). */
    async function checkPace(userId: string, what: 'reviews' | 'reports', reply: FastifyReply): Promise<void> {
      const written = await library.writtenSince(userId, new Date(app.now().getTime() - 3_600_000));
      const limit = what === 'reviews' ? libraryLimits.reviewsPerHour : libraryLimits.reportsPerHour;
      if (written[what] < limit) return;
      reply.header('retry-after', '3600');
      throw new HttpError(429, `at most ${limit} ${what} an hour; try again later`, 'library_rate_limited');
    }

    app.get(
      '/',
      {
        schema: {
          tags,
          description:
            'Public homebrew of every line, hidden (reported) items left out. `q` searches name, slogan, description and ability names (German and English full-text search, word beginnings too); `line` and `kind` filter; `sort` = newest | installs | rating (with `q` and no `sort`: best match first).',
          querystring: libraryQuerySchema,
          response: { 200: libraryPageSchema, ...errors },
        },
      },
      async (request) => {
        const { q, line, kind, sort, page, pageSize } = request.query;
        const { total, rows } = await library.search({ q, kinds: kindsFor({ kind, line }), sort, page, pageSize });
        return { items: rows.map(toSummary), total, page, pageSize };
      },
    );

    app.get(
      '/:kind/:id',
      {
        schema: {
          tags,
          description:
            "One library item with its versions, reviews, the caller's own review and whether the caller reported it. 404 for a private, hidden or unknown item; its author still sees it, with `hidden` and the open reports' reasons.",
          params: libraryItemParamsSchema,
          response: { 200: libraryItemResponseSchema, ...errors },
        },
      },
      async (request): Promise<LibraryItemResponse> => {
        const viewerId = await identify(app, request);
        const row = await library.find(knownKind(request.params.kind), request.params.id);
        const isAuthor = row !== undefined && row.creatorId === viewerId;
        if (!row || (!isListed(row) && !isAuthor)) throw missingItem();
        const [versions, reviews, mine, reportedByMe, reports] = await Promise.all([
          library.versions(row.id, !isAuthor),
          library.reviews(row.id),
          viewerId ? library.review(row.id, viewerId) : undefined,
          viewerId ? library.reportedBy(row.id, viewerId) : false,
          isAuthor ? library.reports(row.id) : [],
        ]);
        const item = {
          ...toSummary(row),
          description: row.description,
          versions: versions.map((entry) => ({ version: entry.version, createdAt: entry.createdAt.toISOString() })),
          ...(isAuthor ? { hidden: !isListed(row) && row.public, reports: reports.map((report) => ({ reason: report.reason, createdAt: report.createdAt.toISOString() })) } : {}),
        };
        return { item, reviews: reviews.map(toReview), mine: mine ? toReview(mine) : null, reportedByMe };
      },
    );

    app.put(
      '/:kind/:id/review',
      {
        config: { rateLimit },
        schema: {
          tags,
          description: `Rates a listed item 1–5 with an optional short review (at most ${libraryLimits.reviewText} characters). One per account: a second one replaces the first. Not for the author (403 \`library_own_item\`). At most ${libraryLimits.reviewsPerHour} reviews an hour.`,
          params: libraryItemParamsSchema,
          body: reviewBodySchema,
          response: { 200: reviewSchema, ...errors },
        },
      },
      async (request, reply) => {
        const userId = await loggedIn(request, 'rate homebrew');
        const row = othersListedItem(await library.find(knownKind(request.params.kind), request.params.id), userId);
        await checkPace(userId, 'reviews', reply);
        await library.putReview(row.id, userId, request.body, app.now());
        return toReview((await library.review(row.id, userId))!);
      },
    );

    app.delete(
      '/:kind/:id/review',
      { schema: { tags, description: "Deletes the caller's review of the item.", params: libraryItemParamsSchema, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        const userId = await loggedIn(request, 'rate homebrew');
        await library.deleteReview(request.params.id, userId);
        return reply.status(204).send(null);
      },
    );

    app.put(
      '/:kind/:id/reviews/:userId/answer',
      {
        config: { rateLimit },
        schema: {
          tags,
          description: `The author answers one review (at most ${libraryLimits.answerText} characters; a new answer replaces the old one). Only the item's author (403 \`library_not_author\`).`,
          params: libraryReviewParamsSchema,
          body: reviewAnswerBodySchema,
          response: { 200: reviewSchema, ...errors },
        },
      },
      async (request) => {
        const userId = await loggedIn(request, 'answer reviews');
        const row = ownItem(await library.find(knownKind(request.params.kind), request.params.id), userId);
        const reviewer = request.params.userId.toLowerCase();
        if (!(await library.answerReview(row.id, reviewer, request.body.text, app.now()))) throw notFound('there is no such review', 'library_review_not_found');
        return toReview((await library.review(row.id, reviewer))!);
      },
    );

    app.post(
      '/:kind/:id/report',
      {
        config: { rateLimit },
        schema: {
          tags,
          description: `Reports a listed item (once per account, not one's own). At ${libraryLimits.reportsToHide} reports from different accounts it leaves the library until its author answers. At most ${libraryLimits.reportsPerHour} reports an hour.`,
          params: libraryItemParamsSchema,
          body: reportBodySchema,
          response: { 200: reportResponseSchema, 409: errorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const userId = await loggedIn(request, 'report homebrew');
        const row = othersListedItem(await library.find(knownKind(request.params.kind), request.params.id), userId);
        await checkPace(userId, 'reports', reply);
        const open = await library.report(row.id, userId, request.body.reason, app.now());
        if (open === undefined) throw conflict('you have already reported this item', 'library_already_reported');
        return { hidden: open >= libraryLimits.reportsToHide };
      },
    );

    app.post(
      '/:kind/:id/reports/answer',
      {
        config: { rateLimit },
        schema: {
          tags,
          description: `The author answers the open reports (at most ${libraryLimits.reportsAnswer} characters): they are closed and a hidden item is listed again. Only the item's author.`,
          params: libraryItemParamsSchema,
          body: reportsAnswerBodySchema,
          response: { 200: reportsAnswerResponseSchema, ...errors },
        },
      },
      async (request) => {
        const userId = await loggedIn(request, 'answer reports');
        const row = ownItem(await library.find(knownKind(request.params.kind), request.params.id), userId);
        await library.clearReports(row.id);
        request.log.info({ item: row.id, answer: request.body.text.length }, 'homebrew reports answered');
        return { hidden: false as const };
      },
    );

    app.post(
      '/:kind/:id/copy',
      {
        config: { rateLimit },
        schema: {
          tags,
          description:
            "Copies a listed item (or one's own) into the caller's content as a new private item of the same kind, with the original's current version and a credit (`copiedFrom`) that stays. Counts against the account's homebrew limits like any create.",
          params: libraryItemParamsSchema,
          response: { 200: copyResponseSchema, 413: errorResponseSchema, ...errors },
        },
      },
      async (request, reply): Promise<CopyResponse> => {
        const userId = await loggedIn(request, 'copy homebrew');
        const kind = knownKind(request.params.kind);
        const row = await library.find(kind, request.params.id);
        const original = row && (isListed(row) || row.creatorId === userId) ? await homebrew.find(kind, row.id) : undefined;
        if (!row || !original) throw missingItem();
        quotas.countWrite(userId, reply);
        quotas.checkItemSize(original.data);
        const created = await homebrew.create(kind, userId, original.data as Parameters<typeof homebrew.create>[2], app.now(), quotas.limits);
        if (created.status !== 'ok') throw quotas.refusal(created);
        const copiedFrom = { kind, id: row.id, name: row.name, authorName: row.creator };
        await library.setCopiedFrom(created.row.id, copiedFrom);
        return { ...toItem(created.row, userId), copiedFrom };
      },
    );
  };
}
