import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clientConfigResponse } from '../../test/client-config';
import { holdRequests, stubApi, type RecordedCall } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const sent = { status: 200, body: { success: true } };
const refused = {
  status: 400,
  body: { success: false, message: 'Invalid request', code: 'BAD_REQUEST', details: [] },
};

// Every page also reads the server's set-up (GET /config): only the form's own calls count here.
const toContact = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/contact');

async function openContact() {
  const app = renderApp('/contact');
  await screen.findByRole('heading', { name: 'Write to us' });
  return app;
}

describe('contact form', () => {
  it('uses an e-mail input and a message box, both labelled', async () => {
    stubApi({ 'POST /contact': sent });
    await openContact();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
  });

  it('names nothing else after a field, so a label finds only its field, whatever its case', async () => {
    stubApi({ 'POST /contact': sent });
    await openContact();
    expect(screen.getAllByLabelText(/message/i)).toEqual([screen.getByLabelText('Message')]);
    expect(screen.getAllByLabelText(/e-?mail/i)).toEqual([screen.getByLabelText('Email')]);
  });

  it('sends the message and shows Feedback sent! on success, then clears the form', async () => {
    const calls = stubApi({ 'POST /contact': sent });
    const { user } = await openContact();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Message'), 'Do you deliver to Indiranagar?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Feedback sent!')).toBeInTheDocument();
    expect(screen.queryByText('Please fill valid values')).not.toBeInTheDocument();
    expect(toContact(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/contact',
        body: { email: 'asha@example.com', message: 'Do you deliver to Indiranagar?' },
        credentials: 'include',
      }),
    ]);
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it.each([
    ['the e-mail', '', 'Hello'],
    ['the message', 'asha@example.com', ''],
    ['both fields', '', ''],
  ])(
    'flags an empty %s with Please fill valid values, yet still sends the request',
    async (_what, email, message) => {
      const calls = stubApi({ 'POST /contact': refused });
      const { user } = await openContact();
      if (email) await user.type(screen.getByLabelText('Email'), email);
      if (message) await user.type(screen.getByLabelText('Message'), message);
      await user.click(screen.getByRole('button', { name: 'Send' }));

      expect(await screen.findByText('Please fill valid values')).toBeInTheDocument();
      await vi.waitFor(() => expect(toContact(calls)).toHaveLength(1), { timeout: 10_000 });
      expect(toContact(calls)[0]).toMatchObject({
        method: 'POST',
        path: '/contact',
        body: { email, message },
      });
    },
  );

  it('treats a blank-only field as empty', async () => {
    const calls = stubApi({ 'POST /contact': refused });
    const { user } = await openContact();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Message'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please fill valid values')).toBeInTheDocument();
    await vi.waitFor(() => expect(toContact(calls)).toHaveLength(1), { timeout: 10_000 });
  });

  it.each([
    ['a refusal', refused],
    [
      'a server error',
      { status: 500, body: { success: false, message: 'Internal error', code: 'INTERNAL' } },
    ],
    ['a garbled answer', { status: 200, body: { ok: 'yes' } }],
  ])('shows nothing on %s', async (_what, reply) => {
    const calls = stubApi({ 'POST /contact': reply });
    const { user } = await openContact();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await vi.waitFor(() => expect(toContact(calls)).toHaveLength(1), { timeout: 10_000 });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled(), {
      timeout: 10_000,
    });
    expect(screen.queryByText('Feedback sent!')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /Feedback|wrong/i })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
  });

  it('caps the fields at the contract’s lengths', async () => {
    stubApi({ 'POST /contact': sent });
    await openContact();
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxlength', '254');
    expect(screen.getByLabelText('Message')).toHaveAttribute('maxlength', '2000');
  });

  it('sends the message once for a double click on Send, which waits meanwhile', async () => {
    const calls = stubApi({ 'POST /contact': sent });
    const { user } = await openContact();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    const release = holdRequests('/contact');
    const send = screen.getByRole('button', { name: 'Send' });
    // Both clicks of a double click arrive before the screen can show the button disabled.
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(send).toBeDisabled());
    release();
    expect(await screen.findByText('Feedback sent!')).toBeInTheDocument();
    expect(toContact(calls)).toHaveLength(1);
  });

  it('shows a field the server refused at that field, naming it, and moves there', async () => {
    stubApi({
      'POST /contact': {
        status: 400,
        body: {
          success: false,
          message: 'Invalid request',
          code: 'BAD_REQUEST',
          details: [{ path: 'message', message: 'Must be at most 2000 characters' }],
        },
      },
    });
    const { user } = await openContact();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const messageBox = screen.getByLabelText('Message');
    await waitFor(() =>
      expect(messageBox).toHaveAccessibleDescription('Message must be at most 2000 characters'),
    );
    expect(messageBox).toHaveAttribute('aria-invalid', 'true');
    expect(messageBox).toHaveFocus();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/something went wrong/i)).not.toBeInTheDocument();

    await user.type(messageBox, '!');
    expect(messageBox).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Message must be at most 2000 characters')).not.toBeInTheDocument();
  });

  it('shows the note, the map, the contact person and an About Us section linking to the form', async () => {
    stubApi({});
    const { user } = await openContact();
    expect(
      screen.getByText('All your requests are recorded and may take time to respond.'),
    ).toBeInTheDocument();
    // The map frame is only requested when the visitor asks for it.
    expect(screen.queryByTitle(/Map of the GymFuel kitchen/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    expect(screen.getByTitle(/Map of the GymFuel kitchen/)).toHaveAttribute(
      'src',
      expect.stringContaining('openstreetmap.org'),
    );
    expect(screen.getByRole('link', { name: 'support@gymfuel.in' })).toHaveAttribute(
      'href',
      'mailto:support@gymfuel.in',
    );
    expect(screen.getByRole('link', { name: '+91 80 4567 8900' })).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'About Us' });
    expect(about).toContainElement(screen.getByRole('link', { name: 'Contact us' }));
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact#contact-form',
    );
  });
});

describe('grievance officer', () => {
  it('names the officer from the server’s configuration, with a 48-hour acknowledgement', async () => {
    stubApi({ 'GET /config': clientConfigResponse() });
    renderApp('/contact');
    const block = within(await screen.findByRole('region', { name: 'Grievance officer' }));
    expect(block.getByText('Rahul Mehta')).toBeInTheDocument();
    expect(block.getByText('Head of Customer Care')).toBeInTheDocument();
    expect(block.getByRole('link', { name: 'grievance@proteinkitchens.in' })).toHaveAttribute(
      'href',
      'mailto:grievance@proteinkitchens.in',
    );
    expect(block.getByRole('link', { name: '+91 22 2640 1234' })).toHaveAttribute(
      'href',
      'tel:+912226401234',
    );
    expect(block.getByText(/acknowledged within 48 hours/)).toBeInTheDocument();
  });
});
