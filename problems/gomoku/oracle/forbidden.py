#!/usr/bin/env python3
"""Independent, deliberately naive checker for Renju forbidden points (Black only).

Usage:
    python3 problems/gomoku/oracle/forbidden.py FILE_OR_DIR...   # e.g. crates/gomoku/tests/forbidden; verify '# forbidden:' lines
    python3 problems/gomoku/oracle/forbidden.py --explain h8 FILE  # per-direction analysis of one point

Rules implemented (straight from the definitions, no pattern tables):
  * five      = exactly five black in a row through the move.  Never forbidden.
  * overline  = six or more in a row through the move (and no exact five anywhere).
  * four      = in one direction, an empty point q such that playing q gives an
                exact five through q that contains the move.  Per direction the
                number of fours is the number of such q, except that two q's that
                are 5 apart (.XXXX.) are one straight four.
  * three     = in one direction, an empty point q such that after playing q the
                run through the move is exactly four, both ends are empty and
                each end would give an exact five (a straight four) -- and q is
                itself not forbidden (checked recursively on the board with the
                move placed).  At most one three per direction (see analysis in
                the report).
  * priority  : five (allowed) > overline > double-four > double-three.
The board edge blocks like a White stone.
"""
import os
import sys
from functools import lru_cache

N = 15
DIRS = [(1, 0), (0, 1), (1, 1), (1, -1)]
COLS = "abcdefghijklmno"


def name(p):
    return f"{COLS[p[0]]}{p[1] + 1}"


def parse_point(s):
    return (COLS.index(s[0]), int(s[1:]) - 1)


def on(p):
    return 0 <= p[0] < N and 0 <= p[1] < N


def add(p, d, k):
    return (p[0] + d[0] * k, p[1] + d[1] * k)


class Pos:
    """black, white: frozensets of (x, y); x = column 0..14, y = row-1 (0 = row 1)."""

    def __init__(self, black, white):
        self.black = frozenset(black)
        self.white = frozenset(white)

    def empty(self, p):
        return on(p) and p not in self.black and p not in self.white


def run_len(black, p, d):
    """Length of the black run through p in direction d (p assumed black)."""
    n = 1
    for s in (1, -1):
        k = 1
        while add(p, d, s * k) in black:
            n += 1
            k += 1
    return n


def run_cells(black, p, d):
    lo = 0
    while add(p, d, lo - 1) in black:
        lo -= 1
    hi = 0
    while add(p, d, hi + 1) in black:
        hi += 1
    return lo, hi  # offsets relative to p


def fours_in_dir(pos, black, p, d):
    """black already contains p.  Number of fours through p in direction d."""
    qs = []
    for k in range(-4, 5):
        q = add(p, d, k)
        if k == 0 or not pos.empty(q) or q in black:
            continue
        b2 = black | {q}
        if run_len(b2, q, d) == 5:
            lo, hi = run_cells(b2, q, d)
            # the five must contain the move p (offset -k relative to q)
            if lo <= -k <= hi:
                qs.append(k)
    if len(qs) == 2 and abs(qs[0] - qs[1]) == 5:
        return 1, qs
    return len(qs), qs


def is_straight_four(pos, black, p, d):
    """Is the run through p (p in black) in direction d a straight four?"""
    if run_len(black, p, d) != 4:
        return False
    lo, hi = run_cells(black, p, d)
    for e in (add(p, d, lo - 1), add(p, d, hi + 1)):
        if not pos.empty(e) or e in black:
            return False
        if run_len(black | {e}, e, d) != 5:
            return False
    return True


def three_in_dir(pos, black, p, d, trace=None):
    """black already contains p.  Is there a (real) three through p in direction d?"""
    for k in range(-4, 5):
        q = add(p, d, k)
        if k == 0 or not pos.empty(q) or q in black:
            continue
        b2 = black | {q}
        if not is_straight_four(pos, b2, p, d):
            continue
        lo, hi = run_cells(b2, p, d)
        if not (lo <= k <= hi):
            continue
        kind = forbidden(pos, black, q)
        if trace is not None:
            trace.append((name(q), kind))
        if kind is None:
            return True
    return False


@lru_cache(maxsize=None)
def _forbidden(pos_key, black, p):
    pos = _POS[pos_key]
    b = black | {p}
    lens = [run_len(b, p, d) for d in DIRS]
    if 5 in lens:
        return None
    if any(n >= 6 for n in lens):
        return "overline"
    nf = sum(fours_in_dir(pos, b, p, d)[0] for d in DIRS)
    if nf >= 2:
        return "double-four"
    nt = 0
    for d in DIRS:
        if three_in_dir(pos, b, p, d):
            nt += 1
    if nt >= 2:
        return "double-three"
    return None


_POS = {}


def forbidden(pos, black, p):
    key = id(pos)
    _POS[key] = pos
    return _forbidden(key, frozenset(black), p)


def all_forbidden(pos):
    out = {}
    for x in range(N):
        for y in range(N):
            p = (x, y)
            if pos.empty(p):
                k = forbidden(pos, pos.black, p)
                if k:
                    out[name(p)] = k
    return out


def parse_file(path):
    black, white = set(), set()
    header = {}
    rows = []
    for line in open(path):
        s = line.strip()
        if not s:
            continue
        if s.startswith("#"):
            body = s[1:].strip()
            for key in ("forbidden:", "allowed:"):
                if body.startswith(key):
                    header[key[:-1]] = body[len(key):].strip()
            continue
        rows.append(s.replace(" ", ""))
    assert len(rows) == N, f"{path}: {len(rows)} board rows"
    for i, r in enumerate(rows):
        assert len(r) == N and set(r) <= set("XO."), f"{path}: bad row {r!r}"
        y = N - 1 - i
        for x, c in enumerate(r):
            if c == "X":
                black.add((x, y))
            elif c == "O":
                white.add((x, y))
    return Pos(black, white), header


def parse_forbidden(s):
    if s == "none":
        return {}
    out = {}
    for item in s.split(","):
        pt, kind = item.split()
        out[pt] = kind
    return out


def check(path):
    pos, header = parse_file(path)
    got = all_forbidden(pos)
    want = parse_forbidden(header["forbidden"])
    ok = got == want
    allowed = [a.strip() for a in header.get("allowed", "").split(",") if a.strip()]
    bad_allowed = [a for a in allowed if a in got or not pos.empty(parse_point(a))]
    if bad_allowed:
        ok = False
    status = "OK  " if ok else "FAIL"
    print(f"{status} {os.path.basename(path)}: B={len(pos.black)} W={len(pos.white)} "
          f"forbidden={fmt(got)}")
    if not ok:
        print(f"      file says: {fmt(want)}; bad allowed: {bad_allowed}")
    return ok


def fmt(d):
    if not d:
        return "none"
    return ", ".join(f"{k} {v}" for k, v in sorted(d.items(), key=lambda kv: (kv[0][0], int(kv[0][1:]))))


def explain(pos, p, black=None, depth=0):
    black = pos.black if black is None else black
    ind = "  " * depth
    b = black | {p}
    dn = {(1, 0): "horizontal", (0, 1): "vertical", (1, 1): "diagonal /", (1, -1): "diagonal \\"}
    print(f"{ind}{name(p)}: verdict={forbidden(pos, black, p)}")
    for d in DIRS:
        nf, qs = fours_in_dir(pos, b, p, d)
        tr = []
        t = three_in_dir(pos, b, p, d, tr)
        print(f"{ind}  {dn[d]:11s} run={run_len(b, p, d)} fours={nf} "
              f"(completions {[name(add(p, d, k)) for k in qs]}) three={t} "
              f"straight-four points tried={tr}")


def main(argv):
    if argv and argv[0] == "--explain":
        pos, _ = parse_file(argv[2])
        explain(pos, parse_point(argv[1]))
        return 0
    files = []
    for a in argv:
        if os.path.isdir(a):
            files += sorted(os.path.join(a, f) for f in os.listdir(a) if f.endswith(".txt"))
        else:
            files.append(a)
    ok = all([check(f) for f in files])
    print("ALL OK" if ok else "MISMATCHES")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
