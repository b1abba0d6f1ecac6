import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HELD_TAP_PATIENCE_MS, replayEarlyTaps } from './early-taps';

const holderSource = readFileSync(join(import.meta.dirname, '../../public/early-taps.js'), 'utf8');

/** A prerendered page: buttons in #root (one disabled, one in a form), links, one button outside. */
function prerenderedPage() {
  document.body.innerHTML = `
    <div id="root">
      <button id="add">Add to Cart</button>
      <button id="heart"><span id="heart-icon">♥</span></button>
      <button id="off" disabled>Sold out</button>
      <form id="form"><button id="send">Send</button></form>
      <a id="link" href="#reviews">Reviews</a>
      <a id="away" href="https://maps.example/gym">Map</a>
      <label><input id="veg" type="checkbox" /> Veg only</label>
      <select id="sort" aria-label="Sort by"><option value="">Featured</option><option value="protein">Protein</option></select>
    </div>
    <button id="outside">Outside</button>`;
  const taps: string[] = [];
  for (const id of ['add', 'heart', 'off', 'send', 'outside', 'link', 'veg']) {
    document.getElementById(id)!.addEventListener('click', () => taps.push(id));
  }
  document.getElementById('sort')!.addEventListener('change', (event) => {
    taps.push(`sort:${(event.target as HTMLSelectElement).value}`);
  });
  return { taps, tap: (id: string) => document.getElementById(id)!.click() };
}

const runHolder = () => new Function(holderSource)();

/** Whether a plain click on the element would do what the browser does by default. */
function clickGoesThrough(id: string): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  return document.getElementById(id)!.dispatchEvent(event);
}

describe('what is done before the app has hydrated the page', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(() => {
    vi.useRealTimers();
    window.gymfuelEarlyTaps?.();
    document.body.innerHTML = '';
  });

  it('is held, then carried out in order once the app takes it, every tap counting', async () => {
    const { taps, tap } = prerenderedPage();
    runHolder();

    tap('heart');
    document.getElementById('heart-icon')!.click();
    tap('add');
    expect(taps).toEqual([]);
    // Shown as under way meanwhile.
    expect(document.querySelectorAll('[data-early-tap]')).toHaveLength(2);

    await replayEarlyTaps();
    expect(taps).toEqual(['heart', 'heart', 'add']);
    expect(document.querySelectorAll('[data-early-tap]')).toHaveLength(0);
  });

  it('stops being held once the app has taken it', async () => {
    const { taps, tap } = prerenderedPage();
    runHolder();
    await replayEarlyTaps();

    tap('add');
    tap('add');
    expect(taps).toEqual(['add', 'add']);
    expect(window.gymfuelEarlyTaps).toBeUndefined();
  });

  it("holds a form's button without submitting the form", async () => {
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

  it('holds a link within the shop, so the app makes the move, and lets others go', async () => {
    const { taps, tap } = prerenderedPage();
    runHolder();

    expect(clickGoesThrough('away')).toBe(true);
    tap('link');
    expect(window.location.hash).toBe('');

    await replayEarlyTaps();
    expect(taps).toEqual(['link']);
    expect(window.location.hash).toBe('#reviews');
  });

  it('tells the app of a box ticked and a choice made in a list', async () => {
    const { taps } = prerenderedPage();
    runHolder();
    const veg = document.getElementById('veg') as HTMLInputElement;
    const sort = document.getElementById('sort') as HTMLSelectElement;

    veg.click();
    // Ticked at once, as the shopper expects.
    expect(veg.checked).toBe(true);
    sort.value = 'protein';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    // The page's own listeners heard the browser; the app has not, until it takes them. (It may
    // also have drawn them afresh as it knew them.)
    taps.length = 0;
    veg.checked = false;
    sort.value = '';

    await replayEarlyTaps();
    expect(taps).toEqual(['veg', 'sort:protein']);
    expect(veg.checked).toBe(true);
    expect(sort.value).toBe('protein');
  });

  it('leaves disabled buttons and anything outside the app alone', async () => {
    const { taps, tap } = prerenderedPage();
    runHolder();

    tap('outside');
    tap('off');
    expect(taps).toEqual(['outside']);

    await replayEarlyTaps();
    expect(taps).toEqual(['outside']);
  });

  it('drops a tap whose button the page does not show again within the patience', async () => {
    vi.useFakeTimers();
    const { taps, tap } = prerenderedPage();
    runHolder();
    tap('add');
    tap('heart');
    document.getElementById('add')!.remove();

    const replayed = replayEarlyTaps();
    await vi.advanceTimersByTimeAsync(HELD_TAP_PATIENCE_MS);
    await replayed;
    expect(taps).toEqual(['heart']);
  });

  it('carries out a tap whose button the page draws again once it knows who is signed in', async () => {
    document.body.innerHTML = `<div id="root"><main><button>Add to Cart</button></main></div>`;
    runHolder();
    document.querySelector('button')!.click();
    // The signed-in shopper's page: a loader first, then the product with a new button.
    const main = document.querySelector('main')!;
    main.innerHTML = '<p>Loading</p>';
    const taps: string[] = [];

    const replayed = replayEarlyTaps();
    const drawn = document.createElement('button');
    drawn.textContent = 'Add to Cart';
    drawn.disabled = true;
    drawn.addEventListener('click', () => taps.push('add'));
    main.replaceChildren(drawn);
    await Promise.resolve();
    expect(taps).toEqual([]);
    drawn.disabled = false;
    await replayed;
    expect(taps).toEqual(['add']);
  });

  it("finds a tapped button's counterpart on a page the app rendered afresh", async () => {
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

  it('means nothing on a page without the holder (the dev server, a test)', async () => {
    prerenderedPage();
    await expect(replayEarlyTaps()).resolves.toBeUndefined();
  });

  it('waits for a button the app turns off while it checks who is signed in', async () => {
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

  it('does not wait again for a button its own held tap turned off (a double tap on Add to Cart)', async () => {
    const { taps, tap } = prerenderedPage();
    runHolder();
    tap('add');
    tap('add');
    const add = document.getElementById('add') as HTMLButtonElement;
    add.addEventListener('click', () => (add.disabled = true));

    await replayEarlyTaps();
    expect(taps).toEqual(['add']);
  });

  it('gives up on a button that stays off, and goes on with the next tap', async () => {
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
