// Writes public/sounds/click.wav: a soft, 60 ms "tick" (a damped 1.8 kHz tone over a brief
// noise transient), 16-bit mono at 22.05 kHz. Deterministic, so re-running gives the same file.
import { writeFileSync, mkdirSync } from "node:fs";

const RATE = 22_050;
const SECONDS = 0.06;
const samples = Math.round(RATE * SECONDS);
const data = Buffer.alloc(samples * 2);

let seed = 7;
const noise = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return (seed / 2 ** 31) * 2 - 1;
};

for (let i = 0; i < samples; i++) {
  const t = i / RATE;
  const attack = Math.min(1, t / 0.0015);
  const tone = Math.sin(2 * Math.PI * 1800 * t) * Math.exp(-t / 0.012);
  const tick = noise() * Math.exp(-t / 0.002) * 0.35;
  const fadeOut = Math.min(1, (SECONDS - t) / 0.01);
  const value = (tone * 0.55 + tick) * attack * fadeOut;
  data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32_767 * 0.8), i * 2);
}

const header = Buffer.alloc(44);
header.write("RIFF", 0);
header.writeUInt32LE(36 + data.length, 4);
header.write("WAVE", 8);
header.write("fmt ", 12);
header.writeUInt32LE(16, 16);
header.writeUInt16LE(1, 20);
header.writeUInt16LE(1, 22);
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE * 2, 28);
header.writeUInt16LE(2, 32);
header.writeUInt16LE(16, 34);
header.write("data", 36);
header.writeUInt32LE(data.length, 40);

mkdirSync("public/sounds", { recursive: true });
writeFileSync("public/sounds/click.wav", Buffer.concat([header, data]));
console.log(`wrote public/sounds/click.wav (${44 + data.length} bytes)`);
