import { describe, expect, it, vi } from 'vitest';
import { activateUpdate, beforeShellInstall, startSettled, subscribeUpdate, trackUpdates, waitingUpdate, type RegistrationLike, type WorkerLike } from './app-update.ts';

class FakeWorker extends EventTarget implements WorkerLike {
  state = 'installing';
  messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget implements RegistrationLike {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
  /** A new build is found: it installs, then waits. */
  newBuild(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    this.installing = null;
    this.waiting = worker;
    worker.become('installed');
    return worker;
  }
}

// The module keeps one waiting worker per page; the cases run in order on one page.
describe('the new-version prompt', () => {
  it('the first install (no worker controls the page yet) is not an update', () => {
    const registration = new FakeRegistration();
    trackUpdates(registration, () => false);
    registration.newBuild();
    expect(waitingUpdate()).toBeNull();
  });

  it('a build that installs while an older one runs the page waits and is offered; the click activates it, and the page reloads once it took over', () => {
    const registration = new FakeRegistration();
    const changes = vi.fn();
    subscribeUpdate(changes);
    trackUpdates(registration, () => true);
    expect(waitingUpdate()).toBeNull();
    const worker = registration.newBuild();
    expect(waitingUpdate()).toBe(worker);
    expect(changes).toHaveBeenCalledTimes(1);
    // Nothing is sent to the worker until the user clicks.
    expect(worker.messages).toEqual([]);

    const container = new EventTarget();
    const reload = vi.fn();
    activateUpdate(container as unknown as ServiceWorkerContainer, reload);
    expect(worker.messages).toEqual(['vitae:activate']);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a build already waiting when the page starts is offered at once', () => {
    const registration = new FakeRegistration();
    const worker = new FakeWorker();
    worker.state = 'installed';
    registration.waiting = worker;
    trackUpdates(registration, () => true);
    expect(waitingUpdate()).toBe(worker);
  });
});

describe('when the shell installs', () => {
  const deferred = () => {
    let resolve: () => void = () => undefined;
    let reject: (error: Error) => void = () => undefined;
    const promise = new Promise<void>((yes, no) => ((resolve = yes), (reject = no)));
    return { promise, resolve, reject };
  };
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('waits for the first screen, then for the downloads it started, those started meanwhile and failed ones included', async () => {
    const shown = deferred();
    const line = deferred();
    beforeShellInstall(line.promise);
    let settled = false;
    void startSettled(shown.promise).then(() => (settled = true));
    line.resolve();
    await flush();
    // Its download is done, but the first screen is not up yet.
    expect(settled).toBe(false);
    const another = deferred();
    beforeShellInstall(another.promise);
    shown.resolve();
    await flush();
    expect(settled).toBe(false);
    const third = deferred();
    beforeShellInstall(third.promise);
    another.reject(new Error('offline'));
    await flush();
    expect(settled).toBe(false);
    third.resolve();
    await flush();
    expect(settled).toBe(true);
  });
});
