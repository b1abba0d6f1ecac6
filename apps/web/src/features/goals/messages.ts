/** Not in the spec: the goals view's notices. */
export const GOALS_SAVED_MESSAGE = 'Goals saved';
