import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { UpdatePrompt } from '../layout/UpdatePrompt';
import { followServiceWorker, type ServiceWorkerHandle } from './register-service-worker';

/** workbox-window's Workbox as the page sees it: events from the browser, and what it was told. */
class FakeWorkbox {
  private readonly listeners = new Map<string, ((event: object) => void)[]>();
  readonly register = vi.fn(() => Promise.resolve(undefined));
  readonly messageSkipWaiting = vi.fn();

  addEventListener(type: string, listener: (event: object) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  emit(type: string, event: object = {}) {
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener(event);
    });
  }
}

function follow() {
  const workbox = new FakeWorkbox();
  const reactions = { onFirstControl: vi.fn(), reloadPage: vi.fn() };
  followServiceWorker(workbox as unknown as ServiceWorkerHandle, reactions);
  return { workbox, ...reactions };
}

describe('the service worker, as the page follows it', () => {
  it('offers a waiting version; Reload hands over to it, and the page reloads once it has', async () => {
    render(<UpdatePrompt />);
    const { workbox, reloadPage } = follow();
    expect(workbox.register).toHaveBeenCalledOnce();
    expect(screen.queryByText(/A new version is available/)).not.toBeInTheDocument();

    workbox.emit('waiting');
    const prompt = screen.getByRole('status');
    expect(prompt).toHaveTextContent('A new version is available — Reload');
    const reload = screen.getByRole('button', { name: 'Reload' });
    await userEvent.click(reload);
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    // Once: a second press would only repeat the request.
    expect(reload).toBeDisabled();
    expect(reloadPage).not.toHaveBeenCalled();

    workbox.emit('controlling', { isUpdate: true });
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('reads the catalogue again the first time one takes control, to cache it for offline use', () => {
    const { workbox, onFirstControl, reloadPage } = follow();
    workbox.emit('controlling', { isUpdate: false });
    expect(onFirstControl).toHaveBeenCalledOnce();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('leaves the shop working when the browser refuses the registration', async () => {
    const workbox = new FakeWorkbox();
    workbox.register.mockRejectedValueOnce(new Error('The operation is insecure.'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    followServiceWorker(workbox as unknown as ServiceWorkerHandle, {
      onFirstControl: vi.fn(),
      reloadPage: vi.fn(),
    });
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'Could not register the service worker',
        new Error('The operation is insecure.'),
      ),
    );
  });
});
