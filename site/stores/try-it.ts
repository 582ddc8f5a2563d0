/**
 * The Try it forms of the Storefront API page: the token the reader pasted, shared by every form of
 * the page and kept in this module's memory only (never storage, never the address: it is gone when
 * the page is left), and each form's last answer.
 */
import { atom, map } from 'nanostores';
import { answerText, type TryItForm, type TryItValues, tryItRequest } from '../lib/try-it';

export type TryItAnswer =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'invalid'; message: string }
  | { state: 'done'; status: number; statusText: string; body: string }
  | { state: 'failed'; message: string };

export const $tryItToken = atom('');
export const $tryItAnswers = map<Record<string, TryItAnswer>>({});

export const setTryItToken = (token: string) => $tryItToken.set(token);

export async function sendTryIt(id: string, form: TryItForm, values: Omit<TryItValues, 'token'>) {
  const request = tryItRequest(form, { ...values, token: $tryItToken.get() });
  if (!request.ok) {
    $tryItAnswers.setKey(id, { state: 'invalid', message: request.message });
    return;
  }
  $tryItAnswers.setKey(id, { state: 'sending' });
  try {
    const response = await fetch(request.url, request.init);
    const body = answerText(response.headers.get('content-type'), await response.text());
    $tryItAnswers.setKey(id, { state: 'done', status: response.status, statusText: response.statusText, body });
  } catch {
    $tryItAnswers.setKey(id, { state: 'failed', message: 'No answer: check your connection and try again.' });
  }
}
