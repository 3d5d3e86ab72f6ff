"""Check every problem file: the solver's answer against `result:`, and replay `line:`.

usage: python3 problems/gomoku/oracle/check.py [FILES or DIRS ...]   (default: problems/gomoku)
       add --show to print the solver's line.
"""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gomoku import BLACK, WHITE, VCF, VCT, load, names, other  # noqa: E402

VCT_DEPTH = 40  # free threats; a 'no-win' is accepted only when the search was exhaustive


def solve(meta, b):
    att = BLACK if meta.get("to-move", "black") == "black" else WHITE
    if meta.get("mode", "vcf") == "vcf":
        s = VCF(b, att)
        return s.solve(), s.nodes
    s = VCT(b, att)
    return s.solve(VCT_DEPTH), s.nodes


def replay(meta, b, line):
    """Replay a winning line move by move; returns an error string or None."""
    att = BLACK if meta.get("to-move", "black") == "black" else WHITE
    dfn = other(att)
    vcf = meta.get("mode", "vcf") == "vcf"
    moves = line.split()
    for n, mv in enumerate(moves):
        side = att if n % 2 == 0 else dfn
        last = n == len(moves) - 1
        if side == att:
            if mv == "pass":
                return f"move {n+1}: the attacker cannot pass"
            p = b.parse(mv)
            if not b.legal(p, att):
                return f"move {n+1} {mv}: not a legal attacker move"
            dfp = b.five_points(dfn)
            if b.is_five(p, att):
                if not last:
                    return f"move {n+1} {mv}: five before the end of the line"
                return None
            if dfp and dfp != [p]:
                return f"move {n+1} {mv}: the defender's four at {names(b, dfp)} is not blocked"
            b.play(p, att)
            if b.fives_through(p, att):
                pass
            elif vcf:
                return f"move {n+1} {mv}: not a four"
            elif not b.open_four_points(att) and not b.five_points(att):
                return f"move {n+1} {mv}: neither a four nor a three"
            if last:
                return f"move {n+1} {mv}: the line does not end with a five"
        else:
            if b.five_points(dfn):
                return f"move {n+1}: the defender could make five"
            v = VCT(b, att)
            opts = v.defences()
            if opts is None:
                return f"move {n+1}: the attacker made no threat"
            if mv == "pass":
                if opts not in ("lost", []) and any(b.legal(q, dfn) for q in b.five_points(att)):
                    return f"move {n+1}: pass, but the defender had an answer"
                continue
            p = b.parse(mv)
            afp = b.five_points(att)
            if opts == "lost":
                if p not in afp or not b.legal(p, dfn):
                    return f"move {n+1} {mv}: not a block of the attacker's fours"
            elif opts == []:
                if not b.legal(p, dfn):
                    return f"move {n+1} {mv}: not a legal defender move"
            elif p not in opts:
                return f"move {n+1} {mv}: not one of the defender's answers"
            if vcf and len(afp) != 1 and opts != "lost":
                return f"move {n+1}: not a four to answer"
            b.play(p, dfn)
    return "the line has no five"


def check(path, show=False):
    meta, b = load(path)
    t = time.time()
    res, nodes = solve(meta, b.copy())
    dt = time.time() - t
    if res == "unknown":
        got = "unknown"
    else:
        got = "win" if res else "no-win"
    errs = []
    if got != meta.get("result"):
        errs.append(f"solver says {got}, file says {meta.get('result')}")
    if meta.get("result") == "win":
        if "line" not in meta:
            errs.append("no line")
        else:
            e = replay(meta, b.copy(), meta["line"])
            if e:
                errs.append("line: " + e)
    status = "FAIL" if errs else "ok"
    print(f"{status:4} {path} [{meta.get('rule')} {meta.get('mode')} {meta.get('to-move')} "
          f"{got}, {nodes} nodes, {dt:.1f}s]" + ("".join("\n     " + e for e in errs)))
    if show and res and res != "unknown":
        print("     solver line:", names(b, res))
    return not errs


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    show = "--show" in sys.argv
    if not args:
        args = [os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")]
    files = []
    for a in args:
        if os.path.isdir(a):
            for root, _, fs in os.walk(a):
                files += [os.path.join(root, f) for f in fs if f.endswith(".txt")]
        else:
            files.append(a)
    ok = sum(check(f, show) for f in sorted(files))
    print(f"{ok}/{len(files)} ok")
    sys.exit(0 if ok == len(files) else 1)


if __name__ == "__main__":
    main()
