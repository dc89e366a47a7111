import { describe, expect, test } from 'vitest';
import { call } from '../test-client';
import { generateJobs } from './jobs';

const today = Date.UTC(2026, 10, 27);
const jobs = generateJobs({ count: 320, today });

describe('the demo jobs’ pay', () => {
  test('the same seed gives the same pay', () => {
    expect(generateJobs({ count: 320, today }).map((job) => job.pay)).toEqual(
      jobs.map((job) => job.pay),
    );
  });

  test('in the currency of the job’s country, mostly monthly, some by the hour, some by agreement, a few none', () => {
    const currency = { SE: 'SEK', NO: 'NOK', DK: 'DKK' } as const;
    const kinds = { month: 0, hour: 0, year: 0, agreement: 0, none: 0 };
    for (const job of jobs) {
      if (!job.pay) kinds.none += 1;
      else if (job.pay.kind === 'agreement') kinds.agreement += 1;
      else {
        kinds[job.pay.period] += 1;
        expect(job.pay.currency).toBe(currency[job.country]);
      }
    }
    expect(kinds.month).toBeGreaterThan(jobs.length / 2);
    for (const count of [kinds.hour, kinds.agreement, kinds.none])
      expect(count).toBeGreaterThan(jobs.length / 20);
    expect(kinds.none).toBeLessThan(jobs.length / 5);
  });

  test('monthly pay is what such work pays: tens of thousands of kronor', () => {
    for (const job of jobs)
      if (job.pay?.kind === 'range' && job.pay.period === 'month') {
        expect(job.pay.min).toBeGreaterThanOrEqual(19_000);
        expect(job.pay.max).toBeLessThan(110_000);
        expect(job.pay.min).toBeLessThan(job.pay.max);
      }
  });
});

test('GET /jobs?hasPay=true: only the jobs that state their pay', async () => {
  const all = (await call('GET', '/jobs?pageSize=100')).body;
  const withPay = (await call('GET', '/jobs?pageSize=100&hasPay=true')).body;
  expect(withPay.total).toBeLessThan(all.total);
  expect(withPay.total).toBeGreaterThan(all.total / 2);
  expect(withPay.items.every((job: { pay: unknown }) => job.pay)).toBe(true);
});
