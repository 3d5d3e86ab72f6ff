// Answers renju VCF questions with quintet (the @renju-note/quintet package, a WASM
// build of an independent Rust solver), one JSON line in, one out:
//   {"blacks":[...],"whites":[...],"black":true,"depth":5}
//   -> {"win":true,"moves":[...]}
// Points are quintet's: column * 15 + row, both from 0. `depth` is quintet's limit: the
// attacker's moves before the five. The package's directory is the first argument.
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import { join } from "node:path";

const dir = process.argv[2];
const { solve_vcf } = await import(
  pathToFileURL(join(dir, "node_modules/@renju-note/quintet/quintet.js")).href
);
const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  if (!line.trim()) continue;
  const q = JSON.parse(line);
  const moves = solve_vcf(
    Uint8Array.from(q.blacks),
    Uint8Array.from(q.whites),
    q.black,
    q.depth,
  );
  const answer = moves === undefined
    ? { win: false, moves: [] }
    : { win: true, moves: Array.from(moves) };
  process.stdout.write(JSON.stringify(answer) + "\n");
}
