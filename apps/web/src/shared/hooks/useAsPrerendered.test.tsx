import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished } from 'vitest';
import { useAsPrerendered } from './useAsPrerendered';

/**
 * Prerenders a probe as the build would, then hydrates that HTML as the browser does, with
 * `current` now the browser's value. Answers what each render showed and what React reported.
 */
async function hydrateProbe(current: string, prerendered: string) {
  const shown: string[] = [];
  const Probe = ({ value }: { value: string }) => {
    const text = useAsPrerendered(value, prerendered);
    shown.push(text);
    return <p>{text}</p>;
  };
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Probe value={prerendered} />);
  document.body.append(container);
  const built = container.querySelector('p');
  shown.length = 0;

  const problems: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    problems.push(args.map(String).join(' '));
  });
  const root = await act(async () =>
    hydrateRoot(container, <Probe value={current} />, {
      onRecoverableError: (error) => problems.push(error),
    }),
  );
  onTestFinished(() => {
    act(() => root.unmount());
    container.remove();
    consoleError.mockRestore();
  });
  return { container, built, shown, problems };
}

describe('useAsPrerendered', () => {
  it('hydrates as the build rendered, then shows the browser’s value', async () => {
    const { container, built, shown, problems } = await hydrateProbe('veg=1', '');

    expect(problems).toEqual([]);
    expect(shown).toEqual(['', 'veg=1']);
    expect(container.querySelector('p')).toBe(built);
    expect(container).toHaveTextContent('veg=1');
  });

  it('renders only once when the browser’s value is the one the build rendered', async () => {
    const { shown, problems } = await hydrateProbe('', '');

    expect(problems).toEqual([]);
    expect(shown).toEqual(['']);
  });

  it('renders the browser’s value from the first render of a page rendered afresh', () => {
    const shown: string[] = [];
    const Probe = () => {
      const text = useAsPrerendered('veg=1', '');
      shown.push(text);
      return <p>{text}</p>;
    };
    render(<Probe />);

    expect(shown).toEqual(['veg=1']);
  });
});
