/** What the apply form hands the thank-you page through the router's location state. */
export interface ThankYouState {
  applied: true;
  /** The email belongs to an account: the application shows under My applications after login. */
  linkedToAccount: boolean;
}

export function isThankYouState(value: unknown): value is ThankYouState {
  return typeof value === 'object' && value !== null && (value as ThankYouState).applied === true;
}
