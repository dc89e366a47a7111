import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { startingInTasksOfTheirOwn } from './route-tasks';

const loaderArgs = {
  request: new Request('http://localhost/x'),
  params: {},
  context: undefined,
} as unknown as LoaderFunctionArgs;

type Callable = (...args: unknown[]) => Promise<unknown>;

describe('startingInTasksOfTheirOwn', () => {
  it("starts a route's data in a task after the navigation's, and its code in the task after that", async () => {
    const ran: string[] = [];
    const task = (name: string) => () => {
      ran.push(name);
      return Promise.resolve({ name });
    };
    const [route] = startingInTasksOfTheirOwn([
      { path: 'x', loader: task('data'), lazy: task('code') as RouteObject['lazy'] },
    ]);
    // React Router asks for the code first, then for the data, in one pass.
    const code = (route?.lazy as Callable)();
    const data = (route?.loader as Callable)(loaderArgs);
    await Promise.resolve();
    expect(ran).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toEqual(['data']);
    await expect(data).resolves.toEqual({ name: 'data' });
    await expect(code).resolves.toEqual({ name: 'code' });
    expect(ran).toEqual(['data', 'code']);
  });

  it('hands the loader its arguments and wraps the routes at every depth', async () => {
    const seen: unknown[] = [];
    const [parent] = startingInTasksOfTheirOwn([
      {
        id: 'parent',
        children: [{ id: 'child', loader: (args: LoaderFunctionArgs) => seen.push(args) }],
      },
    ]);
    const child = parent?.children?.[0];
    expect(child?.id).toBe('child');
    await (child?.loader as Callable)(loaderArgs);
    expect(seen).toEqual([loaderArgs]);
  });

  it('leaves a route without data or code as it was', () => {
    const route: RouteObject = { id: 'plain', path: 'plain', handle: { title: 'titles.home' } };
    expect(startingInTasksOfTheirOwn([route])).toEqual([route]);
  });
});
