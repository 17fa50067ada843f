import { z } from 'zod';

/**
 * Machine-readable reasons, so a client can say what went wrong in its own language; the
 * `message` beside them is a readable English sentence for logs and API users.
 */
export const errorCodes = [
  'invalid_request',
  'not_logged_in',
  'not_found',
  'too_large',
  'rate_limited',
  'alias_taken',
  'email_taken',
  'code_invalid',
  'code_used',
  'code_expired',
  'email_unknown',
  'invalid_credentials',
  'wrong_password',
  'password_required',
  'session_ended',
  'mail_failed',
  'revision_conflict',
  'patch_conflict',
  'base_too_old',
  'user_not_found',
  'inbox_full',
  'schema_too_new',
  'forbidden',
  'server_error',
  /** A text holds a NUL character or half of a surrogate pair. */
  'invalid_text',
  /** JSON nested deeper than the server reads. */
  'too_deep',
  'too_many_characters',
  'character_too_large',
  'storage_full',
  'write_rate_limited',
  /** An account mail went to this address a moment ago. */
  'mail_too_soon',
  /** A code was guessed wrong too often and no longer works. */
  'code_dead',
  /** Setting or changing the password needs the current one or a code mailed now. */
  'proof_required',
  /** VitaePlay: the session is closed (the host can reopen it). */
  'play_closed',
  /** VitaePlay: the caller is not (or no longer) a member of the session. */
  'not_member',
  /** VitaePlay: the storyteller banned the caller from this session (an un-ban lets them back). */
  'play_banned',
  /** VitaePlay: only the session's host (storyteller) may do this. */
  'host_only',
  /** VitaePlay: the storyteller cannot leave or remove themselves (they close the session instead). */
  'host_cannot_leave',
  /** VitaePlay: the player to remove or un-ban is not in that state in the session. */
  'member_unknown',
  /** VitaePlay: a join link whose token cannot be one (mistyped or cut off). */
  'join_link_invalid',
  /** VitaePlay: a webhook URL whose host is not on the server's allow list (`WEBHOOK_HOSTS`). */
  'webhook_host_not_allowed',
  /** VitaePlay: a game night is running already (end it first) or none runs to end. */
  'night_running',
  'night_not_running',
  /** VitaePlay: the session holds as many quick characters as allowed. */
  'too_many_npcs',
  /** VitaePlay: a webhook test without a webhook saved for the session. */
  'webhook_missing',
  /** VitaePlay: a chat command the server cannot read (unknown word or wrong arguments). */
  'invalid_command',
  /** VitaePlay: the character is not brought to the session (or not the caller's to roll). */
  'character_not_available',
  /** VitaePlay: a check with special dice needs a character whose line has those dice. */
  'wrong_special_dice',
  /** VitaePlay: a willpower re-roll of a roll that is not the caller's, was re-rolled already, or has no such dice. */
  'reroll_not_possible',
  /** VitaePlay: a roll of 0 dice without the Willpower success of a line that has one (M20). */
  'empty_pool',
  /** VitaePlay: a roll request naming traits must name the character whose traits they are. */
  'roll_traits_need_character',
  /** A tabletop access key already has as many stream listeners as the relay allows. */
  'too_many_listeners',
  /** VitaePlay: a chat picture larger than the server takes (`PLAY_IMAGE_BYTES`). */
  'play_image_too_large',
  /** VitaePlay: the session's log holds as many bytes as the server keeps per session (`PLAY_SESSION_BYTES`). */
  'play_storage_full',
  /** Homebrew: a public clan may only list public disciplines (the message names the others). */
  'homebrew_private_reference',
  /** Homebrew: a power's pool text (a gift's, a rite's) that no sheet of its line can roll. */
  'homebrew_pool_unreadable',
  /** Homebrew: one clan or discipline is larger than the server keeps (`QUOTA_HOMEBREW_ITEM_BYTES`). */
  'homebrew_too_large',
  /** Homebrew: the account holds as many clans and disciplines as it may (`QUOTA_HOMEBREW_ITEMS`). */
  'too_many_homebrew',
  /** Homebrew: the account's clans and disciplines with their kept versions are full (`QUOTA_HOMEBREW_TOTAL_BYTES`). */
  'homebrew_storage_full',
  /** Homebrew: too many creates, saves, deletes or invite changes a minute (`QUOTA_HOMEBREW_WRITES_PER_MINUTE`). */
  'homebrew_rate_limited',
  /** Sharing: the sender already has as many characters waiting in this recipient's inbox as one sender may (5). */
  'too_many_offers',
  /** VitaePlay: the character's table does not ask for approval (any more); spend directly. */
  'spend_approval_off',
  /** VitaePlay: the line's rules refuse this purchase now (too little XP, at the maximum, …). */
  'spend_refused',
  /** VitaePlay: the request was already decided or withdrawn. */
  'spend_not_pending',
  /** VitaePlay: the sheet changed since the request (another price or rating); the player asks again. */
  'spend_stale',
  /** VitaePlay: the character no longer has the experience the approved purchase costs. */
  'spend_not_enough_xp',
  /** VitaePlay: a character has as many open requests as it may (20). */
  'too_many_spend_requests',
  /** Homebrew library: the item is private, hidden by reports, of an unknown kind, or does not exist. */
  'library_item_not_found',
  /** Homebrew library: the author cannot rate or report their own item. */
  'library_own_item',
  /** Homebrew library: only the item's author answers reviews and reports. */
  'library_not_author',
  /** Homebrew library: there is no review by this account to answer. */
  'library_review_not_found',
  /** Homebrew library: the caller reported this item already. */
  'library_already_reported',
  /** Homebrew library: too many reviews or reports an hour (`libraryLimits.reviewsPerHour`, `reportsPerHour`). */
  'library_rate_limited',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** Every 4xx and 5xx answer of the API carries a readable sentence and, where useful, a code. */
export const errorResponseSchema = z.object({ message: z.string(), code: z.enum(errorCodes).optional() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/**
 * An id in a URL or body. UUIDs are case-insensitive (the database compares them so), but the
 * server answers and tells other devices the id as it holds it, lower case: an id sent in upper
 * case is lowered here, so a save's live update names the character every device knows.
 */
export const uuidSchema = z.uuid({ message: 'must be a UUID' }).toLowerCase();
export const idParamsSchema = z.object({ id: uuidSchema });

/** `GET /api/health`: 200 when the server and its database answer, 503 (same shape) when not. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'error']),
  message: z.string().optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
