//! Proof trees: the winner's strategy as a tree, extracted from a solved search and
//! checked by replaying it on the problem.

use crate::budget::Stop;
use crate::dfpn::Dfpn;
use crate::problem::{Evaluation, Problem, Value};

/// The strategy that wins a solved position: at the winner's turns one move, at the
/// loser's turns every move, down to terminal positions, repetitions and positions where
/// the loser has no move. A proof tree when the value is `Proven`, a disproof tree when
/// it is `Disproven`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProofTree<M> {
    /// Whose win the tree shows.
    pub value: Value,
    /// The root position.
    pub root: ProofNode<M>,
}

/// A position in a [`ProofTree`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProofNode<M> {
    /// The problem's terminal test gives the tree's value.
    Terminal,
    /// The position repeats one `plies` moves up the line, and the problem's repetition
    /// rule gives the tree's value.
    Repetition {
        /// The length of the cycle.
        plies: usize,
    },
    /// The loser is to move and has no move.
    NoMoves,
    /// The winner is to move and plays `mv`.
    Winner {
        /// The winning move.
        mv: M,
        /// The position after it.
        child: Box<ProofNode<M>>,
    },
    /// The loser is to move: every move, each with the winner's answer below.
    Loser {
        /// All the loser's moves, in generated order.
        replies: Vec<(M, ProofNode<M>)>,
    },
}

impl<M> ProofNode<M> {
    /// The number of positions in this subtree.
    #[must_use]
    pub fn size(&self) -> usize {
        match self {
            ProofNode::Terminal | ProofNode::Repetition { .. } | ProofNode::NoMoves => 1,
            ProofNode::Winner { child, .. } => 1 + child.size(),
            ProofNode::Loser { replies } => {
                1 + replies.iter().map(|(_, n)| n.size()).sum::<usize>()
            }
        }
    }

    /// The longest line in this subtree, in moves.
    #[must_use]
    pub fn depth(&self) -> usize {
        match self {
            ProofNode::Terminal | ProofNode::Repetition { .. } | ProofNode::NoMoves => 0,
            ProofNode::Winner { child, .. } => 1 + child.depth(),
            ProofNode::Loser { replies } => {
                1 + replies.iter().map(|(_, n)| n.depth()).max().unwrap_or(0)
            }
        }
    }
}

/// Why no proof tree came out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TreeError {
    /// The position (or a part of the tree) could not be solved within the budget.
    Unknown(Stop),
    /// Building the tree visited more than this many positions
    /// ([`Config::max_proof_nodes`](crate::Config::max_proof_nodes)).
    TooLarge(usize),
    /// The search's value has no strategy behind it: a bug in the problem (a key that
    /// does not identify the position, moves or a terminal test that depend on the
    /// history) or in the search.
    Inconsistent,
}

impl std::fmt::Display for TreeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TreeError::Unknown(stop) => write!(f, "the position is not solved: {stop}"),
            TreeError::TooLarge(limit) => {
                write!(f, "building the tree visited more than {limit} positions")
            }
            TreeError::Inconsistent => f.write_str("no strategy holds the searched value"),
        }
    }
}

impl std::error::Error for TreeError {}

/// Why a proof tree does not hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckError<M> {
    /// The moves from the root to the faulty position.
    pub line: Vec<M>,
    /// What is wrong there.
    pub reason: &'static str,
}

impl<M: std::fmt::Debug> std::fmt::Display for CheckError<M> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "after {:?}: {}", self.line, self.reason)
    }
}

impl<M: std::fmt::Debug> std::error::Error for CheckError<M> {}

impl<M: Copy + Eq + std::fmt::Debug> ProofTree<M> {
    /// Replays the tree on `problem` (which must be at the tree's root position) and
    /// checks it from the rules alone: terminal leaves are terminal with the tree's
    /// value, repetition leaves repeat the line and the problem's rule gives the value,
    /// the winner's moves are legal, the loser's moves are all there, and no position
    /// that repeats the line is treated as anything but a repetition. The problem is left
    /// as it was.
    pub fn check<P: Problem<Move = M>>(&self, problem: &mut P) -> Result<(), CheckError<M>> {
        let mut checker = Checker {
            value: self.value,
            path: Vec::new(),
            line: Vec::new(),
            moves: Vec::new(),
        };
        checker.node(&self.root, problem)
    }
}

struct Checker<M> {
    value: Value,
    path: Vec<u64>,
    line: Vec<M>,
    moves: Vec<M>,
}

impl<M: Copy + Eq + std::fmt::Debug> Checker<M> {
    fn fail(&self, reason: &'static str) -> Result<(), CheckError<M>> {
        Err(CheckError {
            line: self.line.clone(),
            reason,
        })
    }

    fn node<P: Problem<Move = M>>(
        &mut self,
        node: &ProofNode<M>,
        problem: &mut P,
    ) -> Result<(), CheckError<M>> {
        let evaluation = problem.evaluate();
        if let ProofNode::Terminal = node {
            return match evaluation {
                Evaluation::Solved(v) if v == self.value => Ok(()),
                Evaluation::Solved(_) => self.fail("a terminal leaf with the other value"),
                Evaluation::Open => self.fail("a leaf marked terminal is not terminal"),
            };
        }
        if evaluation != Evaluation::Open {
            return self.fail("a terminal position is not a leaf");
        }
        let key = problem.key();
        let repeats = self.path.iter().rposition(|&k| k == key);
        if let ProofNode::Repetition { plies } = node {
            return match repeats {
                Some(at) if self.path.len() - at == *plies => {
                    if problem.repetition(*plies) == self.value {
                        Ok(())
                    } else {
                        self.fail("the repetition rule gives the other value")
                    }
                }
                _ => self.fail("a leaf marked repetition does not repeat the line so"),
            };
        }
        if repeats.is_some() {
            return self.fail("a repetition of the line is not a leaf");
        }
        self.moves.clear();
        problem.generate_moves(&mut self.moves);
        let winner_to_move = problem.turn() == self.value.winner();
        match node {
            ProofNode::NoMoves if !winner_to_move && self.moves.is_empty() => Ok(()),
            ProofNode::NoMoves => self.fail("a no-move leaf where the loser has moves"),
            ProofNode::Winner { mv, child } => {
                if !winner_to_move {
                    return self.fail("the winner's move at the loser's turn");
                }
                if !self.moves.contains(mv) {
                    return self.fail("the winner's move is not a legal move");
                }
                self.descend(problem, key, *mv, child)
            }
            ProofNode::Loser { replies } => {
                if winner_to_move {
                    return self.fail("the loser's moves at the winner's turn");
                }
                let all = replies.len() == self.moves.len()
                    && self
                        .moves
                        .iter()
                        .all(|m| replies.iter().any(|(r, _)| r == m));
                if !all {
                    return self.fail("the loser's moves are not exactly the legal moves");
                }
                for (mv, child) in replies {
                    self.descend(problem, key, *mv, child)?;
                }
                Ok(())
            }
            ProofNode::Terminal | ProofNode::Repetition { .. } => unreachable!("handled above"),
        }
    }

    fn descend<P: Problem<Move = M>>(
        &mut self,
        problem: &mut P,
        key: u64,
        mv: M,
        child: &ProofNode<M>,
    ) -> Result<(), CheckError<M>> {
        self.path.push(key);
        self.line.push(mv);
        problem.play(mv);
        let result = self.node(child, problem);
        problem.undo(mv);
        self.line.pop();
        self.path.pop();
        result
    }
}

impl<M: Copy + Eq + std::fmt::Debug> Dfpn<M> {
    /// Solves the current position and extracts the winner's strategy as a tree. At the
    /// winner's turns it takes the winning move whose subtree took the least search.
    ///
    /// The tree is built line by line under the rules of the line itself (repetitions
    /// judged against the line's own history), guided by the table and re-searching what
    /// the table no longer holds. A table result is true for its position, but in a game
    /// with cycles the strategy behind it may run into a position of the current line
    /// (the graph-history interaction); the builder then backs up and tries the winner's
    /// other moves, so the tree it returns always holds, as [`ProofTree::check`] confirms.
    pub fn proof_tree<P: Problem<Move = M>>(
        &mut self,
        problem: &mut P,
    ) -> Result<ProofTree<M>, TreeError> {
        self.begin(problem);
        let value = match self.solve_here(problem, 0) {
            Some(found) if found.numbers.pn == 0 => Value::Proven,
            Some(_) => Value::Disproven,
            None => return Err(self.unknown()),
        };
        self.tree_here(problem, 0, value)?
            .map(|root| ProofTree { value, root })
            .ok_or(TreeError::Inconsistent)
    }

    /// The tree that shows `value` for the current position at `depth` of the path, or
    /// `None` if there is none along this line.
    pub(crate) fn tree_here<P: Problem<Move = M>>(
        &mut self,
        problem: &mut P,
        depth: usize,
        value: Value,
    ) -> Result<Option<ProofNode<M>>, TreeError> {
        let mut builder = Builder { value, size: 0 };
        builder.node(self, problem, depth)
    }

    pub(crate) fn unknown(&self) -> TreeError {
        TreeError::Unknown(self.stopped().unwrap_or(crate::Stop::Nodes))
    }
}

struct Builder {
    value: Value,
    size: usize,
}

impl Builder {
    /// The tree of the current position at `depth` (whose key is not yet on the path),
    /// or `None` when the position does not have the builder's value along this line.
    fn node<M: Copy + Eq + std::fmt::Debug, P: Problem<Move = M>>(
        &mut self,
        solver: &mut Dfpn<M>,
        problem: &mut P,
        depth: usize,
    ) -> Result<Option<ProofNode<M>>, TreeError> {
        self.size += 1;
        let limit = solver.config().max_proof_nodes;
        if self.size > limit {
            return Err(TreeError::TooLarge(limit));
        }
        if let Evaluation::Solved(v) = problem.evaluate() {
            return Ok((v == self.value).then_some(ProofNode::Terminal));
        }
        let key = problem.key();
        if let Some(at) = solver.path_to(depth).iter().rposition(|&k| k == key) {
            let plies = depth - at;
            let holds = problem.repetition(plies) == self.value;
            return Ok(holds.then_some(ProofNode::Repetition { plies }));
        }
        solver.set_path(depth, key);
        let mut moves = Vec::new();
        problem.generate_moves(&mut moves);
        problem.order_moves(&mut moves);
        if problem.turn() != self.value.winner() {
            let mut replies = Vec::with_capacity(moves.len());
            for mv in moves {
                match self.child(solver, problem, depth, mv)? {
                    Some(node) => replies.push((mv, node)),
                    None => return Ok(None),
                }
            }
            return Ok(Some(if replies.is_empty() {
                ProofNode::NoMoves
            } else {
                ProofNode::Loser { replies }
            }));
        }
        // The winner's moves: those known to win first (least work first), then those
        // the search says win, then the rest, in case a line's history makes a stored
        // result not hold here.
        let mut peeks = solver.peek_children(problem, &moves, depth);
        peeks.sort_by_key(|p| (p.value != Some(self.value), p.value.is_some(), p.work));
        let mut later = Vec::new();
        for peek in peeks {
            let claimed = match peek.value {
                Some(value) => value,
                None => solver
                    .child_value(problem, peek.mv, depth)
                    .ok_or_else(|| solver.unknown())?,
            };
            if claimed != self.value {
                later.push(peek.mv);
                continue;
            }
            if let Some(child) = self.child(solver, problem, depth, peek.mv)? {
                return Ok(Some(ProofNode::Winner {
                    mv: peek.mv,
                    child: Box::new(child),
                }));
            }
        }
        for mv in later {
            if let Some(child) = self.child(solver, problem, depth, mv)? {
                return Ok(Some(ProofNode::Winner {
                    mv,
                    child: Box::new(child),
                }));
            }
        }
        Ok(None)
    }

    fn child<M: Copy + Eq + std::fmt::Debug, P: Problem<Move = M>>(
        &mut self,
        solver: &mut Dfpn<M>,
        problem: &mut P,
        depth: usize,
        mv: M,
    ) -> Result<Option<ProofNode<M>>, TreeError> {
        problem.play(mv);
        let node = self.node(solver, problem, depth + 1);
        problem.undo(mv);
        node
    }
}
