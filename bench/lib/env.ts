/** What every figure is reported with: the machine, the date, the commit and the command that produced it. */
import { execSync } from 'node:child_process';
import os from 'node:os';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../..');

export interface Machine {
  nproc: number;
  memoryGiB: number;
  cpuModel: string;
  node: string;
  os: string;
  chromium: string | null;
}

export interface RunMeta {
  date: string;
  command: string;
  commit: string | null;
  /** Uncommitted changes in the working tree when the figures were taken. */
  dirty: boolean;
  machine: Machine;
}

const sh = (cmd: string): string | null => {
  try {
    return execSync(cmd, { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 })
      .toString()
      .trim();
  } catch {
    return null;
  }
};

export function chromePath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

export function machine(): Machine {
  let cpuModel = os.cpus()[0]?.model ?? 'unknown';
  try {
    cpuModel = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? cpuModel;
  } catch {
    /* not Linux */
  }
  return {
    nproc: Number(sh('nproc')) || os.availableParallelism?.() || os.cpus().length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    cpuModel,
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    chromium: sh(`"${chromePath()}" --version 2>/dev/null`)?.split('\n').pop() ?? null,
  };
}

export function runMeta(command: string): RunMeta {
  return {
    date: new Date().toISOString(),
    command,
    commit: sh('git rev-parse --short HEAD'),
    dirty: (sh('git status --porcelain') ?? '').length > 0,
    machine: machine(),
  };
}
