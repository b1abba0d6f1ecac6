import { render, screen } from '@testing-library/react';
import { DietMark } from './DietMark';

describe('diet mark', () => {
  it.each([
    ['veg', 'Veg', 'circle'],
    ['non-veg', 'Non-veg', 'polygon'],
    ['egg', 'Contains egg', 'polygon'],
  ] as const)('marks %s as %s, with a tooltip of that name', (diet, name, symbol) => {
    render(<DietMark diet={diet} />);
    const mark = screen.getByRole('img', { name });
    expect(mark.querySelector('title')).toHaveTextContent(name);
    // FSSAI's shapes: a circle for veg, a triangle for non-veg and for egg.
    expect(mark.querySelector(symbol)).not.toBeNull();
  });

  it('draws veg green and non-veg and egg brown', () => {
    render(
      <>
        <DietMark diet="veg" />
        <DietMark diet="non-veg" />
        <DietMark diet="egg" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Veg' })).toHaveClass('diet-mark--veg');
    expect(screen.getByRole('img', { name: 'Non-veg' })).toHaveClass('diet-mark--non-veg');
    expect(screen.getByRole('img', { name: 'Contains egg' })).toHaveClass('diet-mark--non-veg');
  });

  it('shows nothing for an undeclared diet', () => {
    const { container } = render(<DietMark diet={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
