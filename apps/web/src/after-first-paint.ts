// A prerendered page's only script tag (src/prerender/page-html.ts writes it in place of the
// app's): the page is whole without JavaScript, so the app's code (main.tsx and the chunks it
// needs) is fetched once the page is on screen, not beside the stylesheet, fonts and art that
// the first paint waits for (docs/architecture.md#prerendered-pages).
import { afterFirstPaint } from './app/first-paint';

const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');
if (!tag?.dataset.entry) throw new Error('The page names no entry script (data-entry)');
const { entry, modulepreload = '' } = tag.dataset;

afterFirstPaint(() => {
  for (const href of modulepreload.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry);
});
