// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';
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

/** A list whose view needs code of its own (`List`, lazy) once the answer is there. */
function Catalogue({ load, List }: { load: Load; List: ComponentType }) {
  const { data } = useRemoteData('catalogo', load, 'Error');
  return data ? <List /> : <p>cargando productos</p>;
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

  it('renders an answer as a transition: what is on screen stays until the answer is drawn, never a fallback', async () => {
    // The answer's view needs code that is still downloading (a lazy part). Rendered as a transition,
    // React keeps the current screen meanwhile (and yields to the user); as an urgent update it would
    // swap the screen for the fallback.
    let finishDownload: () => void = () => undefined;
    const downloaded = new Promise<{ default: () => ReactElement }>((resolve) => {
      finishDownload = () => resolve({ default: () => <p>lista dibujada</p> });
    });
    const List = lazy(() => downloaded);
    let answer: (value: string) => void = () => undefined;
    const load = () =>
      new Promise<string>((resolve) => {
        answer = resolve;
      });
    render(
      <Suspense fallback={<p>pantalla en blanco</p>}>
        <Catalogue load={load} List={List} />
      </Suspense>,
    );
    expect(screen.getByText('cargando productos')).toBeTruthy();

    await act(async () => answer('productos'));
    expect(screen.getByText('cargando productos')).toBeTruthy();
    expect(screen.queryByText('pantalla en blanco')).toBeNull();

    await act(async () => finishDownload());
    expect(await screen.findByText('lista dibujada')).toBeTruthy();
  });
});
