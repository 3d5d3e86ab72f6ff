"""A small, independent Gomoku/Renju threat-sequence solver (VCF and VCT).

Written to establish the answers of problems/gomoku/ without tesuji's solver.
Naive on purpose: plain depth-first search, recomputation from the board.

Definitions (see problems/gomoku/README.md):
  five      freestyle: 5 or more; standard: exactly 5; renju: Black exactly 5, White 5+.
  five point of c: an empty point where c would make five.
  four      a move after which the mover has a five point (through the move).
  open-four point of c: a legal point where c would make a straight four .XXXX.
            (two five points at distance 5 with the four stones between).
  three     a move after which the mover has an open-four point.
  forbidden (renju, Black only): not making exactly five, and overline, or two fours
            through the point, or two real threes through the point (a three is real
            when a point completing its straight four is itself not forbidden, recursively).
"""

import os

EMPTY, BLACK, WHITE = 0, 1, 2
EXACT = os.environ.get("VCX_EXACT") == "1"
FCACHE = {}
DIRS = ((1, 0), (0, 1), (1, 1), (1, -1))
NAME = {BLACK: "black", WHITE: "white"}


def other(c):
    return 3 - c


DIDX = {d: n for n, d in enumerate(DIRS)}
TABLES = {}


def _tables(n):
    """Per point and direction: the points -6..6 steps away (None off board), and the
    points within 4 steps (for the cheap filter)."""
    tab, near = [], []
    for i in range(n * n):
        x, y = i % n, i // n
        ti, ni = [], []
        for d in DIRS:
            row = []
            for k in range(-6, 7):
                xx, yy = x + d[0] * k, y + d[1] * k
                row.append(yy * n + xx if 0 <= xx < n and 0 <= yy < n else None)
            ti.append(row)
            ni.append([row[k + 6] for k in (-4, -3, -2, -1, 1, 2, 3, 4) if row[k + 6] is not None])
        tab.append(ti)
        near.append(ni)
    return tab, near


class Board:
    def __init__(self, n, rule):
        assert rule in ("freestyle", "standard", "renju")
        self.n = n
        self.rule = rule
        self.cells = [EMPTY] * (n * n)
        self.tab, self.near = TABLES.get(n) or TABLES.setdefault(n, _tables(n))

    # ---- coordinates -------------------------------------------------
    def idx(self, x, y):
        return y * self.n + x

    def xy(self, i):
        return i % self.n, i // self.n

    def name(self, i):
        x, y = self.xy(i)
        return "abcdefghijklmnopqrstuvwxyz"[x] + str(y + 1)

    def parse(self, s):
        s = s.strip().lower()
        x = ord(s[0]) - ord("a")
        y = int(s[1:]) - 1
        if not (0 <= x < self.n and 0 <= y < self.n):
            raise ValueError("off board: " + s)
        return self.idx(x, y)

    def key(self):
        return bytes(self.cells)

    def copy(self):
        b = Board(self.n, self.rule)
        b.cells = self.cells[:]
        return b

    def empties(self):
        return [i for i, v in enumerate(self.cells) if v == EMPTY]

    def line(self, i, d, k):
        """The point k steps from i along direction d, or None off board."""
        if -6 <= k <= 6:
            return self.tab[i][DIDX[d]][k + 6]
        x, y = self.xy(i)
        x += d[0] * k
        y += d[1] * k
        if 0 <= x < self.n and 0 <= y < self.n:
            return y * self.n + x
        return None

    # ---- rows --------------------------------------------------------
    def run(self, i, d, c):
        """(lo, hi): how far the run of c through occupied-by-c point i extends (steps)."""
        lo = 0
        while True:
            j = self.line(i, d, lo - 1)
            if j is None or self.cells[j] != c:
                break
            lo -= 1
        hi = 0
        while True:
            j = self.line(i, d, hi + 1)
            if j is None or self.cells[j] != c:
                break
            hi += 1
        return lo, hi

    def wins_len(self, length, c):
        if self.rule == "freestyle" or (self.rule == "renju" and c == WHITE):
            return length >= 5
        return length == 5

    def is_five_dir(self, i, d, c):
        """Point i (empty): would c at i make five along d?"""
        self.cells[i] = c
        lo, hi = self.run(i, d, c)
        self.cells[i] = EMPTY
        return self.wins_len(hi - lo + 1, c)

    def is_five(self, i, c):
        if self.cells[i] != EMPTY:
            return False
        return any(self.is_five_dir(i, d, c) for d in DIRS)

    def five_points(self, c):
        out = []
        for i, v in enumerate(self.cells):
            if v == EMPTY and self._near(i, c, 4) and self.is_five(i, c):
                out.append(i)
        return out

    def _near(self, i, c, need):
        """Cheap filter: some line through i has >= need stones of c within 4 steps."""
        cells = self.cells
        for js in self.near[i]:
            cnt = 0
            for j in js:
                if cells[j] == c:
                    cnt += 1
            if cnt >= need:
                return True
        return False

    def fives_through_dir(self, m, d, c):
        """Five points of c on line d whose five would contain the stone at m."""
        out = []
        for k in (-4, -3, -2, -1, 1, 2, 3, 4):
            r = self.line(m, d, k)
            if r is None or self.cells[r] != EMPTY:
                continue
            self.cells[r] = c
            lo, hi = self.run(r, d, c)
            self.cells[r] = EMPTY
            if self.wins_len(hi - lo + 1, c) and lo <= -k <= hi:
                out.append(r)
        return out

    def fives_through(self, m, c):
        out = []
        for d in DIRS:
            out += self.fives_through_dir(m, d, c)
        return out

    def fours_in_dir(self, m, d, c):
        """How many fours through m along d (an open four counts once)."""
        fp = self.fives_through_dir(m, d, c)
        n = len(fp)
        xs = sorted(self._pos(m, d, r) for r in fp)
        for a in xs:
            if a + 5 in xs:
                n -= 1
        return n

    def _pos(self, m, d, r):
        for k in range(-5, 6):
            if self.line(m, d, k) == r:
                return k
        raise AssertionError

    def straight_four_dir(self, m, d, c):
        """A straight four .XXXX. of c along d containing m (both ends five points)."""
        for s in range(-3, 1):
            ok = True
            for k in range(s, s + 4):
                j = self.line(m, d, k)
                if j is None or self.cells[j] != c:
                    ok = False
                    break
            if not ok:
                continue
            a = self.line(m, d, s - 1)
            b = self.line(m, d, s + 4)
            if a is None or b is None or self.cells[a] != EMPTY or self.cells[b] != EMPTY:
                continue
            if self.is_five_dir(a, d, c) and self.is_five_dir(b, d, c):
                return True
        return False

    # ---- renju forbidden moves ---------------------------------------
    def forbidden(self, i):
        """Renju: is the empty point i forbidden for Black?"""
        if self.rule != "renju" or self.cells[i] != EMPTY:
            return False
        key = (bytes(self.cells), i)
        r = FCACHE.get(key)
        if r is None:
            r = FCACHE[key] = self._forbidden(i)
        return r

    def _forbidden(self, i):
        self.cells[i] = BLACK
        try:
            lens = []
            for d in DIRS:
                lo, hi = self.run(i, d, BLACK)
                lens.append(hi - lo + 1)
            if 5 in lens:
                return False
            if max(lens) >= 6:
                return True
            fours = 0
            threes = 0
            for d in DIRS:
                f = self.fours_in_dir(i, d, BLACK)
                fours += f
                if f == 0 and self._real_three_dir(i, d):
                    threes += 1
            return fours >= 2 or threes >= 2
        finally:
            self.cells[i] = EMPTY

    def _real_three_dir(self, i, d):
        """Black stone at i: a real three along d through i?"""
        for k in (-4, -3, -2, -1, 1, 2, 3, 4):
            r = self.line(i, d, k)
            if r is None or self.cells[r] != EMPTY:
                continue
            self.cells[r] = BLACK
            sf = self.straight_four_dir(i, d, BLACK)
            self.cells[r] = EMPTY
            if sf and not self.forbidden(r):
                return True
        return False

    def legal(self, i, c):
        if self.cells[i] != EMPTY:
            return False
        if c == BLACK and self.rule == "renju":
            return not self.forbidden(i)
        return True

    # ---- threats -----------------------------------------------------
    def makes_open_four(self, q, c):
        """Would c at empty q make a straight four (any line through q)?"""
        self.cells[q] = c
        try:
            return any(self.straight_four_dir(q, d, c) for d in DIRS)
        finally:
            self.cells[q] = EMPTY

    def open_four_points(self, c, only_through=None):
        """Legal points where c makes a straight four (not a five)."""
        out = []
        cand = range(len(self.cells))
        if only_through is not None:
            cand = set()
            for d in DIRS:
                for k in (-4, -3, -2, -1, 1, 2, 3, 4):
                    r = self.line(only_through, d, k)
                    if r is not None:
                        cand.add(r)
        for q in cand:
            if self.cells[q] != EMPTY or not self._near(q, c, 3):
                continue
            if self.is_five(q, c):
                continue
            if self.makes_open_four(q, c) and self.legal(q, c):
                out.append(q)
        return out

    def play(self, i, c):
        assert self.cells[i] == EMPTY
        self.cells[i] = c

    def undo(self, i):
        self.cells[i] = EMPTY

    def __str__(self):
        rows = []
        for y in range(self.n - 1, -1, -1):
            rows.append(" ".join(".XO"[self.cells[self.idx(x, y)]] for x in range(self.n)))
        return "\n".join(rows)


# ---- VCF -------------------------------------------------------------------

class VCF:
    """Depth-first VCF search with a table of failed positions.
    solve(): an exhaustive search (VCF is finite: every attacker move adds a stone), then,
    when a win exists, iterative deepening on the number of attacker moves for the
    shortest one."""

    INF = 10 ** 9

    def __init__(self, board, att):
        self.b = board
        self.att = att
        self.fail = {}
        self.nodes = 0

    def solve(self):
        line = self._att(self.INF)
        if line is None:
            return None
        for depth in range(1, (len(line) + 1) // 2 + 1):
            self.fail = {}
            short = self._att(depth)
            if short is not None:
                return short
        return line

    def _att(self, depth):
        """Attacker to move with `depth` moves left (the five included)."""
        b, a, dfn = self.b, self.att, other(self.att)
        self.nodes += 1
        afp = b.five_points(a)
        if afp:
            return [afp[0]]
        if depth <= 1:
            return None
        k = b.key()
        if self.fail.get(k, 0) >= depth:
            return None
        dfp = b.five_points(dfn)
        if len(dfp) >= 2:
            cands = []
        elif dfp:
            cands = [dfp[0]] if b.legal(dfp[0], a) else []
        else:
            cands = [m for m in b.empties() if b._near(m, a, 3) and b.legal(m, a)]
        for m in cands:
            b.play(m, a)
            if not b.fives_through(m, a):
                b.undo(m)
                continue
            line = self._def(depth)
            b.undo(m)
            if line is not None:
                return [m] + line
        self.fail[k] = depth
        return None

    def _def(self, depth):
        b, a, dfn = self.b, self.att, other(self.att)
        if b.five_points(dfn):
            return None  # the defender makes five
        afp = b.five_points(a)
        blocks = [q for q in afp if b.legal(q, dfn)]
        if len(afp) >= 2 or not blocks:
            if blocks:
                q = blocks[0]
                rest = [p for p in afp if p != q]
                return [q, rest[0]]
            return ["pass", afp[0]]
        q = blocks[0]
        b.play(q, dfn)
        line = self._att(depth - 1)
        b.undo(q)
        if line is None:
            return None
        return [q] + line


# ---- VCT -------------------------------------------------------------------

class VCT:
    """AND/OR search. Attacker moves: fours and threes. Defender answers a four by its
    five point; a three by every point that stops it and every counter-four.
    depth = budget of free attacker threats (forced blocks of counter-fours are free)."""

    def __init__(self, board, att):
        self.b = board
        self.att = att
        self.tt = {}
        self.nodes = 0
        self.cut = False  # did the depth limit ever cut the search?

    def solve(self, max_depth):
        for depth in range(1, max_depth + 1):
            self.cut = False
            line = self._att(depth)
            if line is not None:
                return line
            if not self.cut:
                return None  # exhaustive: no win at any depth
        return "unknown"

    INF = 10 ** 9

    def _att(self, depth):
        """Attacker to move; `depth` free threats left."""
        b, a = self.b, self.att
        self.nodes += 1
        afp = b.five_points(a)
        if afp:
            return [afp[0]]
        k = b.key()
        e = self.tt.get(k)
        if e is not None:
            win, d, cut = e
            if win is not None and d <= depth:
                return list(win)
            if win is None and d >= depth:
                if cut:
                    self.cut = True
                return None
        saved = self.cut
        self.cut = False
        res = self._att_moves(depth)
        cut = self.cut
        self.cut = saved or cut
        if res is not None:
            if e is None or e[0] is None or e[1] > depth:
                self.tt[k] = (tuple(res), depth, False)
        else:
            self.tt[k] = (None, depth if cut else self.INF, cut)
        return res

    def _att_moves(self, depth):
        b, a, dfn = self.b, self.att, other(self.att)
        dfp = b.five_points(dfn)
        if len(dfp) >= 2:
            return None
        if dfp:
            q = dfp[0]
            if not b.legal(q, a):
                return None
            b.play(q, a)
            line = self._def(depth)
            b.undo(q)
            return None if line is None else [q] + line
        ofp = b.open_four_points(a)
        if ofp:
            q = ofp[0]
            b.play(q, a)
            fp = b.five_points(a)
            blocks = [p for p in fp if b.legal(p, dfn)]
            b.undo(q)
            if blocks:
                return [q, blocks[0], [p for p in fp if p != blocks[0]][0]]
            return [q, "pass", fp[0]]
        if depth <= 0:
            self.cut = True
            return None
        fours, threes = [], []
        for m in b.empties():
            if not b._near(m, a, 2):
                continue
            if not b.legal(m, a):
                continue
            b.play(m, a)
            if b.fives_through(m, a):
                fours.append(m)
            elif b.open_four_points(a, only_through=m):
                threes.append(m)
            b.undo(m)
        for m in fours + threes:
            b.play(m, a)
            line = self._def(depth - 1)
            b.undo(m)
            if line is not None:
                return [m] + line
        return None

    def defences(self):
        """The defender's complete answers to the attacker's threat (None: no threat)."""
        b, a, dfn = self.b, self.att, other(self.att)
        afp = b.five_points(a)
        if afp:
            blocks = [q for q in afp if b.legal(q, dfn)]
            if len(afp) >= 2:
                return "lost"
            return blocks if blocks else "lost"
        ofp = b.open_four_points(a)
        if not ofp:
            return None
        cand = set()
        if EXACT and b.rule == "renju" and a == BLACK:
            # a White stone off the lines of the three could, through the recursive
            # real-three rule, make Black's point forbidden: look at every point
            cand = set(b.empties())
        else:
            first = True
            for q in ofp:
                near = {q}
                for d in DIRS:
                    for kk in range(-5, 6):
                        r = b.line(q, d, kk)
                        if r is not None:
                            near.add(r)
                cand = near if first else (cand & near)
                first = False
        opts = []
        for dd in sorted(cand):
            if not b.legal(dd, dfn):
                continue
            b.play(dd, dfn)
            if not b.five_points(a) and not b.open_four_points(a):
                opts.append(dd)
            b.undo(dd)
        for dd in b.empties():
            if dd in opts or not b._near(dd, dfn, 3) or not b.legal(dd, dfn):
                continue
            b.play(dd, dfn)
            if b.fives_through(dd, dfn):
                opts.append(dd)
            b.undo(dd)
        return opts

    def _def(self, depth):
        b, a, dfn = self.b, self.att, other(self.att)
        if b.five_points(dfn):
            return None
        opts = self.defences()
        if opts is None:
            return None  # not a threat
        if opts == "lost" or opts == []:
            afp = b.five_points(a)
            if afp:
                blocks = [q for q in afp if b.legal(q, dfn)]
                if blocks:
                    return [blocks[0], [p for p in afp if p != blocks[0]][0]]
                return ["pass", afp[0]]
            # threes nobody can stop (a double three): the defender blocks one of them
            # (any move loses; the line shows this one)
            ofp = b.open_four_points(a)
            q = next((p for p in ofp if b.legal(p, dfn)), None)
            if q is None:
                q = next(p for p in b.empties() if b.legal(p, dfn))
            b.play(q, dfn)
            rest = self._att(depth)
            b.undo(q)
            return None if rest is None else [q] + rest
        best = None
        for dd in opts:
            b.play(dd, dfn)
            line = self._att(depth)
            b.undo(dd)
            if line is None:
                return None
            if best is None or len(line) > len(best) - 1:
                best = [dd] + line
        return best


# ---- files -----------------------------------------------------------------

def load(path):
    meta = {}
    rows = []
    moves = None
    for raw in open(path):
        s = raw.rstrip("\n")
        if s.startswith("#"):
            body = s[1:].strip()
            if ":" in body:
                k, v = body.split(":", 1)
                k = k.strip().lower()
                if k in ("rule", "mode", "to-move", "result", "line", "size", "title"):
                    meta[k] = v.strip()
            continue
        if not s.strip():
            continue
        toks = s.split()
        if all(t in ".XO" for t in toks) or all(ch in ".XO" for ch in s.strip()):
            cells = toks if all(t in ".XO" for t in toks) and len(toks) > 1 else list(s.strip())
            rows.append(cells)
        else:
            moves = toks
    rule = meta.get("rule", "freestyle")
    if moves is not None:
        n = int(meta["size"])
        b = Board(n, rule)
        c = BLACK
        for mv in moves:
            b.play(b.parse(mv), c)
            c = other(c)
    else:
        n = len(rows)
        assert all(len(r) == n for r in rows), path + ": board is not square"
        b = Board(n, rule)
        for r, cells in enumerate(rows):
            y = n - 1 - r
            for x, ch in enumerate(cells):
                b.cells[b.idx(x, y)] = {".": EMPTY, "X": BLACK, "O": WHITE}[ch]
    return meta, b


def names(b, line):
    return " ".join(m if isinstance(m, str) else b.name(m) for m in line)
