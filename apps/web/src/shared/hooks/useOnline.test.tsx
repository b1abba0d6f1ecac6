import { render, screen } from '@testing-library/react';
import { goOffline } from '../../test/network';
import { useOnline } from './useOnline';

function NetworkProbe() {
  return <p>{useOnline() ? 'online' : 'offline'}</p>;
}

describe('useOnline', () => {
  it('follows the browser going offline and coming back', () => {
    render(<NetworkProbe />);
    expect(screen.getByText('online')).toBeInTheDocument();

    const comeBack = goOffline();
    expect(screen.getByText('offline')).toBeInTheDocument();

    comeBack();
    expect(screen.getByText('online')).toBeInTheDocument();
  });

  it('starts offline in a page opened without a network', () => {
    goOffline();
    render(<NetworkProbe />);
    expect(screen.getByText('offline')).toBeInTheDocument();
  });
});
