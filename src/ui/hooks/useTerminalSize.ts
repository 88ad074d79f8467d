// The terminal's size, updated live when it is resized.
import { useStdout } from 'ink';
import { useEffect, useState } from 'react';

export interface Size {
  readonly cols: number;
  readonly rows: number;
}

export function useTerminalSize(): Size {
  // Ink 8 types stdout as any writable stream; a terminal's has columns and rows.
  const stdout = useStdout().stdout as NodeJS.WritableStream & { columns?: number; rows?: number };
  const read = (): Size => ({ cols: stdout.columns || 80, rows: stdout.rows || 24 });
  const [size, setSize] = useState<Size>(read);
  useEffect(() => {
    const onResize = (): void => setSize(read());
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
  }, [stdout]);
  return size;
}
