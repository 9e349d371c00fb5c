import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nativeModuleArchs } from '../../../scripts/packaging/native-module-arch';

// The CPU a compiled module was built for, from the headers of the three formats electron-builder packs for.

function machO(cpuType: number): Buffer {
  const header = Buffer.alloc(32);
  header.writeUInt32LE(0xfeedfacf, 0);
  header.writeUInt32LE(cpuType, 4);
  return header;
}

function universal(...cpuTypes: number[]): Buffer {
  const header = Buffer.alloc(8 + cpuTypes.length * 20);
  header.writeUInt32BE(0xcafebabe, 0);
  header.writeUInt32BE(cpuTypes.length, 4);
  cpuTypes.forEach((cpuType, i) => header.writeUInt32BE(cpuType, 8 + i * 20));
  return header;
}

function pe(machine: number): Buffer {
  const header = Buffer.alloc(0x100);
  header.write('MZ', 0, 'latin1');
  header.writeUInt32LE(0x80, 0x3c);
  header.writeUInt32BE(0x50450000, 0x80);
  header.writeUInt16LE(machine, 0x84);
  return header;
}

describe('the CPU of a compiled module', () => {
  it('reads macOS thin and universal files', () => {
    expect(nativeModuleArchs(machO(0x01000007))).toEqual(['x64']);
    expect(nativeModuleArchs(machO(0x0100000c))).toEqual(['arm64']);
    expect(nativeModuleArchs(universal(0x01000007, 0x0100000c))).toEqual(['x64', 'arm64']);
  });

  it('reads Windows files', () => {
    expect(nativeModuleArchs(pe(0x8664))).toEqual(['x64']);
    expect(nativeModuleArchs(pe(0xaa64))).toEqual(['arm64']);
    expect(nativeModuleArchs(pe(0x014c))).toEqual(['ia32']);
  });

  it('reads the Linux keytar built on this machine as its own CPU', () => {
    const expected = { x64: 'x64', arm64: 'arm64', ia32: 'ia32', arm: 'armv7l' }[process.arch as string];
    const keytar = readFileSync('node_modules/keytar/build/Release/keytar.node');
    expect(nativeModuleArchs(keytar)).toEqual([expected]);
  });

  it('knows no CPU for what is not a compiled module', () => {
    expect(nativeModuleArchs(Buffer.from('#!/bin/sh\nexit 1\n'))).toEqual([]);
    expect(nativeModuleArchs(Buffer.alloc(0))).toEqual([]);
  });
});
