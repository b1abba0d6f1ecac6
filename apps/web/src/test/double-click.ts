import { act, fireEvent } from '@testing-library/react';

/**
 * Both clicks of a double click, delivered before React renders anything in between: as a
 * browser does when the first click's state updates bail out or have not reached the screen yet.
 * A plain `fireEvent.click` renders after each click, and a form whose submit handler sets state
 * would show its button disabled before the second click. `second` is another button pressed
 * as quickly (Pay, then Fail).
 */
export function doubleClick(element: Element, second: Element = element): void {
  act(() => {
    fireEvent.click(element);
    fireEvent.click(second);
  });
}
