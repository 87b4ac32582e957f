// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRemoteData } from './use-remote-data';

afterEach(cleanup);

type Load = () => Promise<string>;

function counting() {
  let calls = 0;
  const load: Load = async () => {
    calls += 1;
    return `empresa ${calls}`;
  };
  return { load, calls: () => calls };
}

/** A part of the page that reads the company's data; `onReload` hands out its reload. */
function Reader({
  name,
  load,
  dataKey = 'emisor',
  onReload,
}: {
  name: string;
  load: Load;
  dataKey?: string;
  onReload?: (reload: () => void) => void;
}) {
  const emisor = useRemoteData(dataKey, load, 'Error');
  onReload?.(emisor.reload);
  return (
    <p>
      {name}: {emisor.data}
    </p>
  );
}

describe('useRemoteData (real React)', () => {
  it('asks once when two parts of the page mount with the same loader and key, and anew on reload', async () => {
    const { load, calls } = counting();
    let reloadMenu: () => void = () => undefined;
    render(
      <>
        <Reader name="menú" load={load} onReload={(reload) => (reloadMenu = reload)} />
        <Reader name="lista" load={load} />
      </>,
    );
    expect(await screen.findByText('menú: empresa 1')).toBeTruthy();
    expect(await screen.findByText('lista: empresa 1')).toBeTruthy();
    expect(calls()).toBe(1);

    act(() => reloadMenu());
    expect(await screen.findByText('menú: empresa 2')).toBeTruthy();
    expect(calls()).toBe(2);
  });

  it('keeps other loaders and other keys apart', async () => {
    const first = counting();
    const second = counting();
    render(
      <>
        <Reader name="a" load={first.load} />
        <Reader name="b" load={second.load} />
        <Reader name="c" load={first.load} dataKey="otra" />
      </>,
    );
    expect(await screen.findByText('a: empresa 1')).toBeTruthy();
    expect(await screen.findByText('b: empresa 1')).toBeTruthy();
    expect(await screen.findByText('c: empresa 2')).toBeTruthy();
    expect(first.calls()).toBe(2);
    expect(second.calls()).toBe(1);
  });
});
