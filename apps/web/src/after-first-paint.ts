// A prerendered page's only script tag (src/prerender/page-html.ts writes it in place of the
// app's): the page is whole without JavaScript, so the app's code (main.tsx and the chunks it
// needs) is fetched once the page is on screen, not beside the stylesheet, fonts and art that
// the first paint waits for (docs/architecture.md#prerendered-pages).
import { afterFirstPaint } from './app/first-paint';

const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');
if (!tag?.dataset.entry) throw new Error('The page names no entry script (data-entry)');
const { entry, modulepreload = '', pageChunks = '', firstCallChunks = '' } = tag.dataset;
const urls = (list: string) => list.split(' ').filter(Boolean);
/** The entry's chunks, run before it; then the page's own, which the app imports as it starts. */
const chunks = urls(modulepreload);
const pageChunkUrls = urls(pageChunks);
/** The schemas (and zod) of the endpoints every page calls as it opens, run after the entry. */
const firstCallUrls = urls(firstCallChunks);

/** Lets the browser handle input and paint before the next piece of work. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Preloads the app's chunks, then runs them one per task: the page stays responsive throughout. */
async function start() {
  // Each download starts at once, but from a task of its own: starting a fetch from a script
  // costs a few milliseconds at a phone's speed, and there are a handful of chunks. (Vite's
  // preload helper then finds the page's chunks under way instead of requesting them all in
  // the app's start-up task.)
  // A chunk can be both the page's and the first calls' (zod): appended once.
  for (const href of new Set([...chunks, ...pageChunkUrls, ...firstCallUrls])) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
  // One chunk per task (React, TanStack Query, then the app), in the order the entry imports
  // them: importing the entry alone would run them all in one long task.
  for (const chunk of [...chunks, entry, ...firstCallUrls]) {
    await import(/* @vite-ignore */ chunk);
    await nextTask();
  }
}

afterFirstPaint(() => void start());
