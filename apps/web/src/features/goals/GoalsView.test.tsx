import type { Goals } from '@gymfuel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, makeUser, storeSessionOf } from '../../test/account-fixtures';
import { maintainingGoals } from '../../test/fixtures';
import { holdRequests, stubApi, type RecordedCall, type StubReply } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const asha = makeUser();

const EXPLANATION =
  'Energy is your resting burn (Mifflin-St Jeor) times your activity, adjusted for your goal; protein is grams per kg of body weight for your goal.';

// 10·70 + 6.25·175 − 5·25 + 5 = 1673.75; × 1.55 (moderate) × 1.0 (maintain) = 2594.3 → 2,590 kcal;
// 70 kg × 1.8 g = 126 g protein.
const maintaining = maintainingGoals;

/** GET /goals answers what PUT /goals last stored, as the server does. */
function openGoals(
  stored: Goals | null,
  saveReply: (call: RecordedCall) => StubReply = () => ({
    body: { success: true, data: maintaining },
  }),
) {
  let goals = stored;
  const calls = stubApi({
    'POST /getuser': storeSessionOf(asha),
    'GET /goals': () => ({ body: { success: true, data: goals } }),
    'PUT /goals': (call) => {
      const reply = saveReply(call);
      if ((reply.status ?? 200) === 200) goals = (reply.body as { data: Goals }).data;
      return reply;
    },
  });
  const app = renderApp('/dashboard/goals');
  const saves = () => calls.filter((call) => call.method === 'PUT' && call.path === '/goals');
  const save = () => app.user.click(screen.getByRole('button', { name: 'Save Goals' }));
  const typeInto = async (label: string, text: string) => {
    await app.user.clear(screen.getByLabelText(label));
    await app.user.type(screen.getByLabelText(label), text);
  };
  return { ...app, saves, save, typeInto };
}

const targets = () => within(screen.getByRole('region', { name: 'Your daily targets' }));
const targetValue = (term: string) =>
  targets().getByText(term, { selector: 'dt' }).parentElement?.querySelector('dd');

/** Fills the form in as a shopper new to goals would: 70 kg, 175 cm, 25, male, moderate, maintain. */
async function fillMaintaining({ typeInto, user }: ReturnType<typeof openGoals>) {
  await typeInto('Weight (kg)', '70');
  await typeInto('Height (cm)', '175');
  await typeInto('Age (years)', '25');
  await user.selectOptions(screen.getByLabelText('Sex'), 'Male');
  await user.selectOptions(screen.getByLabelText('Activity'), 'Moderate');
  await user.selectOptions(screen.getByLabelText('Goal'), 'Maintain');
}

// Whole-app renders with typed input: allow for a busy shared machine.
describe('goals view', { timeout: 15_000 }, () => {
  beforeEach(() => window.localStorage.clear());

  it('is in the dashboard’s navigation and titled Goals | GymFuel', async () => {
    openGoals(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Goals' })).toBeInTheDocument();
    const link = within(screen.getByRole('navigation', { name: 'Dashboard' })).getByRole('link', {
      name: 'Goals',
    });
    expect(link).toHaveAttribute('href', '/dashboard/goals');
    expect(link).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Goals | GymFuel'));
  });

  it('starts from the saved goals, with their targets and how they are worked out', async () => {
    openGoals(maintaining);
    expect(await screen.findByLabelText('Weight (kg)')).toHaveValue(70);
    expect(screen.getByLabelText('Height (cm)')).toHaveValue(175);
    expect(screen.getByLabelText('Age (years)')).toHaveValue(25);
    expect(screen.getByLabelText('Sex')).toHaveDisplayValue('Male');
    expect(screen.getByLabelText('Activity')).toHaveDisplayValue('Moderate');
    expect(screen.getByLabelText('Goal')).toHaveDisplayValue('Maintain');
    expect(targetValue('Daily energy')).toHaveTextContent('2,590 kcal');
    expect(targetValue('Daily protein')).toHaveTextContent('126 g');
    expect(targets().getByText(EXPLANATION)).toBeInTheDocument();
  });

  it('labels each input with its range', async () => {
    openGoals(null);
    const weight = await screen.findByLabelText('Weight (kg)');
    expect(weight).toHaveAttribute('min', '30');
    expect(weight).toHaveAttribute('max', '250');
    expect(screen.getByLabelText('Height (cm)')).toHaveAttribute('min', '120');
    expect(screen.getByLabelText('Height (cm)')).toHaveAttribute('max', '230');
    expect(screen.getByLabelText('Age (years)')).toHaveAttribute('min', '14');
    expect(screen.getByLabelText('Age (years)')).toHaveAttribute('max', '100');
    expect(
      within(screen.getByLabelText('Activity'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Sedentary', 'Light', 'Moderate', 'Active', 'Very active']);
    expect(
      within(screen.getByLabelText('Goal'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Cut', 'Maintain', 'Bulk']);
  });

  it('previews the targets as valid values are typed, then saves them with PUT /goals', async () => {
    const app = openGoals(null);
    await screen.findByLabelText('Weight (kg)');
    expect(targets().getByText('Fill in every field to see your daily targets.')).toBeVisible();
    expect(targets().getByText(EXPLANATION)).toBeInTheDocument();

    await fillMaintaining(app);
    expect(targetValue('Daily energy')).toHaveTextContent('2,590 kcal');
    expect(targetValue('Daily protein')).toHaveTextContent('126 g');
    expect(targets().getByText(/^A preview of your changes/)).toBeInTheDocument();
    expect(app.saves()).toHaveLength(0);

    const release = holdRequests('/goals');
    await app.save();
    // One request per press: the button waits for the answer.
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    release();

    expect(await screen.findByText('Goals saved')).toBeInTheDocument();
    expect(app.saves()).toHaveLength(1);
    expect(app.saves()[0]).toMatchObject({
      credentials: 'include',
      body: {
        weightKg: 70,
        heightCm: 175,
        age: 25,
        sex: 'male',
        activity: 'moderate',
        goal: 'maintain',
      },
    });
    expect(
      targets().getByText('Saved. Your cart shows how much of these each order covers.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Goals' })).toBeEnabled();
  });

  it('shows the targets the server saved, not only the preview', async () => {
    // A server answering other targets than the preview's formula would give: its figures win.
    const app = openGoals(null, () => ({
      body: { success: true, data: { ...maintaining, targets: { kcal: 2600, protein: 127 } } },
    }));
    await screen.findByLabelText('Weight (kg)');
    await fillMaintaining(app);
    await app.save();
    expect(await screen.findByText('Goals saved')).toBeInTheDocument();
    expect(targetValue('Daily energy')).toHaveTextContent('2,600 kcal');
    expect(targetValue('Daily protein')).toHaveTextContent('127 g');
  });

  it('previews a change of goal and keeps the saved figures until it is saved', async () => {
    const app = openGoals(maintaining);
    await screen.findByLabelText('Weight (kg)');
    // Bulk: 1673.75 × 1.55 × 1.1 = 2853.7 → 2,850 kcal; 70 × 2.0 = 140 g.
    await app.user.selectOptions(screen.getByLabelText('Goal'), 'Bulk');
    expect(targetValue('Daily energy')).toHaveTextContent('2,850 kcal');
    expect(targetValue('Daily protein')).toHaveTextContent('140 g');
    // Weight out of range: nothing valid to preview, so the saved targets show again.
    await app.typeInto('Weight (kg)', '300');
    expect(targetValue('Daily energy')).toHaveTextContent('2,590 kcal');
    expect(targetValue('Daily protein')).toHaveTextContent('126 g');
  });

  it.each([
    ['Weight (kg)', '251', 'weightKg', 'Weight must be between 30 and 250 kg'],
    ['Height (cm)', '119', 'heightCm', 'Height must be between 120 and 230 cm'],
    ['Age (years)', '13', 'age', 'Age must be between 14 and 100 years'],
  ])('shows the server’s refusal of %s = %s at the field', async (label, typed, field, message) => {
    const app = openGoals(maintaining, () => ({
      status: 400,
      body: {
        success: false,
        message: 'Invalid request',
        code: 'BAD_REQUEST',
        details: [{ path: field, message }],
      },
    }));
    await screen.findByLabelText(label);
    await app.typeInto(label, typed);
    await app.save();

    const input = screen.getByLabelText(label);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(message);
    expect(input).toHaveFocus();
    expect(app.saves()[0]?.body).toMatchObject({ [field]: Number(typed) });
    // Editing the field drops what was said about its old value.
    await app.user.type(input, '0');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('says which fields are empty without sending anything', async () => {
    const app = openGoals(null);
    await screen.findByLabelText('Weight (kg)');
    await app.typeInto('Weight (kg)', '70');
    await app.save();
    expect(screen.getByLabelText('Height (cm)')).toHaveAccessibleDescription(
      'Height (cm) is required',
    );
    expect(screen.getByLabelText('Height (cm)')).toHaveFocus();
    expect(screen.getByLabelText('Goal')).toHaveAccessibleDescription('Goal is required');
    expect(screen.getByLabelText('Weight (kg)')).not.toHaveAttribute('aria-invalid');
    expect(app.saves()).toHaveLength(0);
  });

  it('says a failure that names no field in a notice', async () => {
    const app = openGoals(maintaining, () =>
      apiFailure(429, 'TOO_MANY_REQUESTS', 'Too many requests, please try again later'),
    );
    await screen.findByLabelText('Weight (kg)');
    await app.save();
    expect(
      await screen.findByText('Too many requests, please try again later'),
    ).toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    stubApi({});
    renderApp('/dashboard/goals');
    expect(await screen.findByText('Log in to set your daily goals.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
