import { data } from 'react-router-dom';
import { isNotFound } from '@/lib/api-error';

/** An unknown job, company or page: a 404 response, for the route's error boundary to say so. */
export async function notFoundOn404<Answer>(answer: Promise<Answer>): Promise<Answer> {
  try {
    return await answer;
  } catch (error) {
    if (isNotFound(error)) throw data(null, { status: 404 });
    throw error;
  }
}
