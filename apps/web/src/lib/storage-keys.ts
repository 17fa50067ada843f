/** Local storage keys of docs/product-spec.md §9 ({product} = vitae) and the settings keys beside them. */
export const storageKeys = {
  session: 'vitae:session',
  account: 'vitae-net:account',
  passkey: 'vitae-net:passkey',
  data: '__data__',
  dataVersion: 'data__version',
  homebrew: 'homebrew-content',
  /** Installed and own homebrew of the other lines' kinds (gifts, rites, …; issue #49 item 4), beside `homebrew`. */
  homebrewKinds: 'homebrew-kinds',
  sync: 'vitae-sync',
  language: 'settings:language',
  devMode: 'settings:devMode',
  networkUrl: 'settings:vitaeNet',
  playUrl: 'settings:vitaePlay',
  accountUrl: 'settings:accountUrl',
  colorMode: 'settings:colorMode',
  returnTo: 'vitae:return-to',
  /** Edits that could not be saved before the session ended or the page closed (issue #17). */
  pendingEdits: 'vitae:pending-edits',
  /** The last `/users/@me` answer, so the app opens offline (issue #21). */
  me: 'vitae:me',
  /** Sync ids turned off whose server copy is not deleted yet (offline at the time; issue #43). */
  syncPendingDeletes: 'vitae-sync:pending-deletes',
} as const;

/** IndexedDB key of the refresh token (docs/product-spec.md §9: refresh token in a browser database). */
export const refreshTokenKey = 'vitae:refresh-token';
