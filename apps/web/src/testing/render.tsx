/**
 * Test-only: renders a component the way the app shows it, with what screens expect around them:
 * a router at a given address, the dialogs (`useDialogs().confirm`), the game content from the
 * content package's files, and a Suspense boundary for the parts that load on demand (a line's
 * sheet, the dialog library). Texts are German (see setup.ts).
 */
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { blankCharacter, type GameLine } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { DialogProvider } from '../components/ui/dialog-provider.tsx';
import { characterManager } from '../lib/characters/characters.ts';
import { ContentContext, createContentStore, type ContentStore } from '../lib/content/store.ts';
import { bundleTexts } from '../lib/content/test-fixtures.ts';

let content: ContentStore | undefined;

/** The content of every line and language, read once per test file from packages/content/data. */
export function testContent(): ContentStore {
  content ??= createContentStore(bundleTexts());
  return content;
}

function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="route">{`${pathname}${search}`}</p>;
}

export interface RenderOptions {
  /** The address the router starts at (default `/`). */
  at?: string;
  /** The route pattern the element is shown under, for `useParams` (default: `at`'s own path). */
  path?: string;
}

/** Renders `ui` in the app's providers; `user` types and clicks like a player (Testing Library's user-event). */
export function renderInApp(ui: ReactElement, { at = '/', path }: RenderOptions = {}): RenderResult & { user: UserEvent } {
  const user = userEvent.setup();
  // Any other address shows itself, so a test sees where a screen navigated to (`screen.getByTestId('route')`).
  const router = createMemoryRouter([{ path: path ?? at.split('?')[0] ?? '/', element: ui }, { path: '*', element: <Address /> }], { initialEntries: [at] });
  const wrapped = (children: ReactNode) => (
    <ContentContext.Provider value={testContent()}>
      <DialogProvider>
        <Suspense fallback={<p>loading</p>}>{children}</Suspense>
      </DialogProvider>
    </ContentContext.Provider>
  );
  return { user, ...render(wrapped(<RouterProvider router={router} />)) };
}

let nextId = 1;

/**
 * A blank character of a line in the app's character manager, as if the server had sent it (no
 * request is made); `renderSheet` opens it under `/viewer/:characterId/…`. Each call gets a new id.
 */
export function openCharacter<L extends GameLine>(line: L, change: (character: StoredCharacter) => StoredCharacter = (character) => character): StoredCharacter {
  const character = change({ ...blankCharacter(line), name: `Test ${line}`, id: `test-${line}-${nextId++}`, revision: 1, viewers: [] } as StoredCharacter);
  characterManager.applyRemote(character);
  return character;
}

/** Renders `ui` as part of the sheet of `character` (the viewer's hooks find it through the address). */
export function renderSheet(ui: ReactElement, character: StoredCharacter, tab = 'profile'): RenderResult & { user: UserEvent } {
  return renderInApp(ui, { at: `/viewer/${character.id}/${tab}`, path: '/viewer/:characterId/:tab' });
}

/** A request the app made, as `answerRequests` saw it. */
export interface SeenRequest {
  method: string;
  /** The path after the API address (`/auth/register`). */
  path: string;
  /** The query string when there is one (`?ban=true`). */
  query?: string;
  body: unknown;
}

/**
 * The server for this test: each request the app makes is answered by `answer` (status and JSON
 * body); the requests are recorded in order. Undone after the test (setup.ts).
 */
export function answerRequests(answer: (request: SeenRequest) => { status: number; body?: unknown }): SeenRequest[] {
  const seen: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const request = { method: init?.method ?? 'GET', path: url.pathname.replace(/^\/api/, ''), ...(url.search ? { query: url.search } : {}), body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
    seen.push(request);
    const { status, body } = answer(request);
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return seen;
}
