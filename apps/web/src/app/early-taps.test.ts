import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HELD_TAP_PATIENCE_MS, replayEarlyTaps } from './early-taps';

const holderSource = readFileSync(join(import.meta.dirname, '../../public/early-taps.js'), 'utf8');

/** A prerendered page: buttons in #root (one disabled, one in a form), a link, one outside. */
function prerenderedPage() {
  document.body.innerHTML = `
    <div id="root">
      <button id="add">Add to Cart</button>
      <button id="heart"><span id="heart-icon">♥</span></button>
      <button id="off" disabled>Sold out</button>
      <form id="form"><button id="send">Send</button></form>
      <a id="link" href="#reviews">Reviews</a>
    </div>
    <button id="outside">Outside</button>`;
  const taps: string[] = [];
  for (const id of ['add', 'heart', 'off', 'send', 'outside']) {
    document.getElementById(id)!.addEventListener('click', () => taps.push(id));
  }
  return { taps, tap: (id: string) => document.getElementById(id)!.click() };
}

const runHolder = () => new Function(holderSource)();

describe('taps made before the app has hydrated the page', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(() => {
    vi.useRealTimers();
    window.gymfuelEarlyTaps?.();
    document.body.innerHTML = '';
  });

  it('are held, then carried out in order once the app takes them', async () => {
    const { taps, tap } = prerenderedPage();
    runHolder();

    tap('heart');
    document.getElementById('heart-icon')!.click();
    tap('add');
    expect(taps).toEqual([]);
    // Shown as under way meanwhile.
    expect(document.querySelectorAll('[data-early-tap]')).toHaveLength(2);

    await replayEarlyTaps();
    // The double tap on the heart counts once.
    expect(taps).toEqual(['heart', 'add']);
    expect(document.querySelectorAll('[data-early-tap]')).toHaveLength(0);
  });

  it('stop being held once the app has taken them', async () => {
    const { taps, tap } = prerenderedPage();
    runHolder();
    await replayEarlyTaps();

    tap('add');
    tap('add');
    expect(taps).toEqual(['add', 'add']);
    expect(window.gymfuelEarlyTaps).toBeUndefined();
  });

  it("hold a form's button without submitting the form", async () => {
    const { taps, tap } = prerenderedPage();
    let submitted = 0;
    document.getElementById('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted += 1;
    });
    runHolder();

    tap('send');
    expect(submitted).toBe(0);
    await replayEarlyTaps();
    expect(taps).toEqual(['send']);
    expect(submitted).toBe(1);
  });

  it('leave links, disabled buttons and anything outside the app alone', async () => {
    const { taps, tap } = prerenderedPage();
    runHolder();

    tap('outside');
    tap('off');
    document.getElementById('link')!.click();
    expect(taps).toEqual(['outside']);
    expect(window.location.hash).toBe('#reviews');

    await replayEarlyTaps();
    expect(taps).toEqual(['outside']);
  });

  it('drop a tap whose button the app did not keep', async () => {
    const { taps, tap } = prerenderedPage();
    runHolder();
    tap('add');
    document.getElementById('add')!.remove();

    await replayEarlyTaps();
    expect(taps).toEqual([]);
  });

  it("find a tapped button's counterpart on a page the app rendered afresh", async () => {
    document.body.innerHTML = `<div id="root">
      <button>Add to Cart</button><button aria-label="Favourite">♥</button><button>Add to Cart</button>
    </div>`;
    runHolder();
    document.querySelectorAll('button')[2]!.click();
    document.querySelector('button')!.click();

    // A signed-in shopper's page: the same buttons, new elements, a nav button before them.
    const root = document.getElementById('root')!;
    root.innerHTML = `<button aria-label="Cart, 2 items"></button>
      <button>Add to Cart</button><button aria-label="Favourite">♥</button><button>Add to Cart</button>`;
    const taps: number[] = [];
    root
      .querySelectorAll('button')
      .forEach((button, index) => button.addEventListener('click', () => taps.push(index)));

    await replayEarlyTaps();
    expect(taps).toEqual([3, 1]);
  });

  it('mean nothing on a page without the holder (the dev server, a test)', async () => {
    prerenderedPage();
    await expect(replayEarlyTaps()).resolves.toBeUndefined();
  });

  it('wait for a button the app turns off while it checks who is signed in', async () => {
    const { taps, tap } = prerenderedPage();
    runHolder();
    tap('heart');
    tap('add');
    const add = document.getElementById('add') as HTMLButtonElement;
    add.disabled = true;

    const replayed = replayEarlyTaps();
    await vi.waitFor(() => expect(taps).toEqual(['heart']));
    add.disabled = false;
    await replayed;
    expect(taps).toEqual(['heart', 'add']);
  });

  it('give up on a button that stays off, and go on with the next tap', async () => {
    vi.useFakeTimers();
    const { taps, tap } = prerenderedPage();
    runHolder();
    tap('add');
    tap('heart');
    (document.getElementById('add') as HTMLButtonElement).disabled = true;

    const replayed = replayEarlyTaps();
    await vi.advanceTimersByTimeAsync(HELD_TAP_PATIENCE_MS - 1);
    expect(taps).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await replayed;
    expect(taps).toEqual(['heart']);
    expect(document.querySelectorAll('[data-early-tap]')).toHaveLength(0);
  });
});
