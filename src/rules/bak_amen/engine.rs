//! Bak-Amen, as retold in `docs/rules/bak-amen.md`: backgammon for two on the Senet board.
//! Each player has twelve pawns on a track of twenty points (the top and bottom rows of the board); the
//! middle row, the Nile, is the bar. Everything the seed leaves out follows standard backgammon.
//!
//! Like the other engines it is "a game without its dice": it is handed each throw of the two dice,
//! written as two digits (`53`: a five and a three).
//!
//! Points are counted from each player's side: point 1 is the last before bearing off, point 20 the
//! first (where the back pawns start). The other player's point `p` is this player's `21 - p`.

use crate::rules::common::setup_error::{OptionsError, PositionError};
use std::fmt;

pub const PAWNS: u8 = 12;
/// Points on each player's track.
pub const POINTS: u8 = 20;
/// The home board: points 1 to 5.
pub const HOME: u8 = 5;
/// The Nile (the bar), as a point of the track: a pawn there enters on the other player's home board.
pub const NILE: u8 = 21;
/// A pawn borne off.
pub const OFF: u8 = 0;
/// The opening set-up, on each player's own points: two back pawns, four on the far corner (the Delta),
/// two in the outer board, four at the top of the home board.
pub const START: [(u8, u8); 4] = [(20, 2), (11, 4), (7, 2), (5, 4)];

/// The Senet square (1-30, numbered along the Senet path) under a player's point 1-20.
/// The first player (White, A) bears off past square 30, the second (Red, B) past square 10.
pub fn square_of(seat: u8, point: u8) -> u8 {
    match (seat, point) {
        (0, 1..=10) => 31 - point,
        (0, _) => point - 10,
        (_, 1..=10) => 11 - point,
        (_, _) => point + 10,
    }
}

/// A player's point on a Senet square of the top or bottom row (the Nile row has none).
pub fn point_of(seat: u8, square: u8) -> Option<u8> {
    (1..=POINTS).find(|&p| square_of(seat, p) == square)
}

/// One pawn's move: from a point (or the Nile) to a point (or off).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Step {
    pub from: u8,
    pub to: u8,
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.from {
            NILE => write!(f, "N")?,
            p => write!(f, "{p}")?,
        }
        match self.to {
            OFF => write!(f, "/off"),
            p => write!(f, "/{p}"),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BakAction {
    /// A whole turn's moves, one per die used (four for a double), in the order played.
    Play { steps: [Step; 4], len: u8 },
    /// No die can be used.
    Pass,
    /// The opening throw was a double: throw again.
    Rethrow,
}

impl BakAction {
    pub fn play(steps: &[Step]) -> BakAction {
        let mut s = [Step::default(); 4];
        s[..steps.len()].copy_from_slice(steps);
        BakAction::Play {
            steps: s,
            len: steps.len() as u8,
        }
    }

    pub fn steps(&self) -> &[Step] {
        match self {
            BakAction::Play { steps, len } => &steps[..*len as usize],
            _ => &[],
        }
    }

    /// Reads `20/15 11/8`, `N/18`, `3/off`, `-` or `R` (a `*` after a step, marking a hit, is allowed).
    pub fn parse(text: &str) -> Option<BakAction> {
        match text.trim() {
            "-" => return Some(BakAction::Pass),
            "R" => return Some(BakAction::Rethrow),
            _ => {}
        }
        let mut steps = Vec::new();
        for word in text.split_whitespace() {
            let word = word.trim_end_matches('*');
            let (from, to) = word.split_once('/')?;
            let from = match from {
                "N" => NILE,
                p => p.parse().ok().filter(|p| (1..=POINTS).contains(p))?,
            };
            let to = match to {
                "off" => OFF,
                p => p.parse().ok().filter(|p| (1..=POINTS).contains(p))?,
            };
            if to >= from {
                return None;
            }
            steps.push(Step { from, to });
        }
        (1..=4)
            .contains(&steps.len())
            .then(|| BakAction::play(&steps))
    }
}

impl fmt::Display for BakAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BakAction::Pass => write!(f, "-"),
            BakAction::Rethrow => write!(f, "R"),
            BakAction::Play { .. } => {
                for (i, s) in self.steps().iter().enumerate() {
                    if i > 0 {
                        write!(f, " ")?;
                    }
                    write!(f, "{s}")?;
                }
                Ok(())
            }
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BakPhase {
    /// The first throw: the first die is A's, the second B's; the higher plays both.
    Opening,
    Throw,
    Move {
        dice: (u8, u8),
    },
    Over,
}

/// What a step did, for the log and the screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BakEvent {
    /// A pawn moved (points from the mover's side; `to` 0 is off).
    Moved {
        seat: u8,
        from: u8,
        to: u8,
    },
    /// A lone pawn of `seat` on its point `at` was arrested and sent to the Nile.
    Arrested {
        seat: u8,
        at: u8,
    },
    Passed {
        seat: u8,
    },
    Rethrow,
}

/// How a game was won: 1 point, 2 for a gammon (the loser bore off nothing), 3 for a backgammon (and
/// still had a pawn on the Nile or in the winner's home board).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WinKind {
    Single = 1,
    Gammon = 2,
    Backgammon = 3,
}

/// A play found by the search, with the position it leaves.
struct Found {
    action: BakAction,
    pawns: [[u8; 22]; 2],
    /// The die of its first step (for the larger-die rule).
    first_die: u8,
    /// [`digest`] of `pawns`, once the search is over.
    digest: u64,
}

struct Search {
    found: Vec<Found>,
    best: usize,
    steps: [Step; 4],
    /// Only steps from no higher a point than the step before (for a double's results).
    descending: bool,
}

impl WinKind {
    /// What the win is worth, in words.
    pub fn describe(self) -> &'static str {
        match self {
            WinKind::Single => "a single game: 1 point",
            WinKind::Gammon => "a gammon: 2 points",
            WinKind::Backgammon => "a backgammon: 3 points",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BakAmen {
    /// Pawns per seat on each of its own points: index 0 borne off, 1-20 the track, 21 the Nile.
    pawns: [[u8; 22]; 2],
    to_move: u8,
    phase: BakPhase,
    turns: u32,
    /// The opening throw has not yet settled who starts.
    opening: bool,
    winner: Option<(u8, WinKind)>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BakIllegal {
    #[error("the game is over")]
    Over,
    #[error("a throw is due, not a move")]
    ThrowDue,
    #[error("a move is due, not a throw")]
    MoveDue,
    #[error("{0} is not a throw of two dice (two digits 1-6)")]
    NotAThrow(u8),
    #[error("{0} is not a legal play now")]
    NotLegal(BakAction),
    #[error("{0}")]
    BadStep(String),
}

impl Default for BakAmen {
    fn default() -> Self {
        Self::new()
    }
}

impl BakAmen {
    pub fn new() -> BakAmen {
        let mut side = [0u8; 22];
        for (point, n) in START {
            side[point as usize] = n;
        }
        BakAmen {
            pawns: [side; 2],
            to_move: 0,
            phase: BakPhase::Opening,
            turns: 0,
            opening: true,
            winner: None,
        }
    }

    /// A position for tests and puzzles: each seat's pawns on its own points (index 0 off, 21 the
    /// Nile), the seat to throw. Checked: twelve pawns each, no point held by both.
    pub fn with_position(pawns: [[u8; 22]; 2], to_move: u8) -> Result<BakAmen, PositionError> {
        for (seat, side) in pawns.iter().enumerate() {
            let total: u32 = side.iter().map(|&n| u32::from(n)).sum();
            if total != u32::from(PAWNS) {
                return Err(PositionError::PieceCount {
                    seat: seat_name(seat as u8).to_string(),
                    count: total.min(255) as u8,
                    expected: PAWNS,
                });
            }
        }
        for p in 1..=POINTS {
            if pawns[0][p as usize] > 0 && pawns[1][(NILE - p) as usize] > 0 {
                return Err(PositionError::Misplaced {
                    seat: seat_name(1).into(),
                    what: format!("a pawn on White's point {p}, where White has pawns"),
                });
            }
        }
        if to_move > 1 {
            return Err(PositionError::CannotMove(to_move.to_string()));
        }
        let mut g = BakAmen {
            pawns,
            to_move,
            phase: BakPhase::Throw,
            turns: 0,
            opening: false,
            winner: None,
        };
        g.check_over();
        Ok(g)
    }

    pub fn phase(&self) -> BakPhase {
        self.phase
    }

    pub fn to_move(&self) -> Option<u8> {
        (self.phase != BakPhase::Over).then_some(self.to_move)
    }

    pub fn turns(&self) -> u32 {
        self.turns
    }

    pub fn winner(&self) -> Option<(u8, WinKind)> {
        self.winner
    }

    /// Pawns of `seat` on its own point (0 off, 21 the Nile).
    pub fn count(&self, seat: u8, point: u8) -> u8 {
        self.pawns[seat as usize][point as usize]
    }

    pub fn borne_off(&self, seat: u8) -> u8 {
        self.count(seat, OFF)
    }

    pub fn on_nile(&self, seat: u8) -> u8 {
        self.count(seat, NILE)
    }

    /// Pips `seat` still has to travel (the Nile counts as point 21).
    pub fn pips(&self, seat: u8) -> u32 {
        self.pawns[seat as usize]
            .iter()
            .enumerate()
            .map(|(p, &n)| p as u32 * u32::from(n))
            .sum()
    }

    /// The other seat's pawns on `seat`'s point `p`.
    fn opposing(&self, seat: u8, p: u8) -> u8 {
        self.pawns[1 - seat as usize][(NILE - p) as usize]
    }

    fn all_home(&self, seat: u8) -> bool {
        self.pawns[seat as usize][HOME as usize + 1..]
            .iter()
            .all(|&n| n == 0)
    }

    /// The target of moving a pawn of `seat` from `from` by `die`, if that step is legal now.
    fn step_target(&self, seat: u8, from: u8, die: u8) -> Option<u8> {
        let side = &self.pawns[seat as usize];
        if side[from as usize] == 0 || (side[NILE as usize] > 0 && from != NILE) {
            return None;
        }
        if die < from {
            let to = from - die;
            return (self.opposing(seat, to) < 2).then_some(to);
        }
        // Bearing off: every pawn home; exactly, or with a higher die from the highest point.
        if !self.all_home(seat) {
            return None;
        }
        if die == from
            || side[from as usize + 1..=HOME as usize]
                .iter()
                .all(|&n| n == 0)
        {
            Some(OFF)
        } else {
            None
        }
    }

    /// Moves one pawn, arresting a lone opposing pawn where it lands: answers the point (on the other
    /// seat's side) of the pawn arrested.
    fn apply_step(&mut self, seat: u8, step: Step) -> Option<u8> {
        let me = seat as usize;
        self.pawns[me][step.from as usize] -= 1;
        self.pawns[me][step.to as usize] += 1;
        if step.to == OFF {
            return None;
        }
        let theirs = (NILE - step.to) as usize;
        (self.pawns[1 - me][theirs] == 1).then(|| {
            self.pawns[1 - me][theirs] = 0;
            self.pawns[1 - me][NILE as usize] += 1;
            theirs as u8
        })
    }

    pub fn throw(&mut self, throw: u8) -> Result<(), BakIllegal> {
        let (a, b) = split_throw(throw).ok_or(BakIllegal::NotAThrow(throw))?;
        match self.phase {
            BakPhase::Over => return Err(BakIllegal::Over),
            BakPhase::Move { .. } => return Err(BakIllegal::MoveDue),
            BakPhase::Opening => {
                if a != b {
                    self.to_move = if a > b { 0 } else { 1 };
                }
            }
            BakPhase::Throw => {}
        }
        self.phase = BakPhase::Move { dice: (a, b) };
        Ok(())
    }

    /// The dice of the move due, in the order they may be used (four of a double).
    fn dice(&self) -> Option<([u8; 4], usize)> {
        match self.phase {
            BakPhase::Move { dice: (a, b) } if a == b => Some(([a; 4], 4)),
            BakPhase::Move { dice: (a, b) } => Some(([a, b, 0, 0], 2)),
            _ => None,
        }
    }

    /// The legal actions: whole plays using as many dice as can be used (the larger die when only one
    /// can), one per distinct result; `Pass` when no die can be used; `Rethrow` after an opening double.
    pub fn legal_actions(&self, out: &mut Vec<BakAction>) {
        out.clear();
        match self.phase {
            BakPhase::Move { dice: (a, b) } if self.opening && a == b => {
                out.push(BakAction::Rethrow);
            }
            BakPhase::Move { .. } => {
                let plays = self.plays();
                if plays.is_empty() {
                    out.push(BakAction::Pass);
                }
                out.extend(plays.iter().map(|p| p.action));
            }
            _ => {}
        }
    }

    /// Every legal play with the position it leaves (empty when no die can be used).
    fn plays(&self) -> Vec<Found> {
        let mut plays = self.orderings(false);
        // One play per result: sorted by a digest of the result first (comparing whole positions was
        // most of a random game's time), then listed by their steps, highest points first.
        for p in &mut plays {
            p.digest = digest(&p.pawns);
        }
        plays.sort_unstable_by_key(|p| (p.digest, p.pawns));
        plays.dedup_by(|a, b| a.pawns == b.pawns);
        plays.sort_unstable_by(|a, b| b.action.steps().cmp(a.action.steps()));
        plays
    }

    /// Every legal play in every order of its steps (for a person entering a play step by step: any
    /// prefix of one of these can be continued to a legal play).
    pub fn orderings_of_plays(&self) -> Vec<BakAction> {
        self.orderings(true).into_iter().map(|f| f.action).collect()
    }

    /// The position after some steps of the move in progress, for showing a play being entered; the
    /// turn is not over and nothing is checked (the steps come from [`BakAmen::orderings_of_plays`]).
    pub fn with_steps(&self, steps: &[Step]) -> BakAmen {
        let mut g = self.clone();
        for &s in steps {
            if g.pawns[g.to_move as usize][s.from as usize] > 0 {
                g.apply_step(g.to_move, s);
            }
        }
        g
    }

    /// The plays found: with `every_order`, each in every legal order of its steps; without, the
    /// steps of a double only from the highest point down (every result can be reached that way: a
    /// step never needs one from a lower point before it), which saves most of the search.
    fn orderings(&self, every_order: bool) -> Vec<Found> {
        let Some((dice, n)) = self.dice() else {
            return Vec::new();
        };
        let mut search = Search {
            found: Vec::new(),
            best: 0,
            steps: [Step::default(); 4],
            descending: !every_order && n == 4,
        };
        if n == 4 {
            self.search(&dice, 0, 0, &mut search);
        } else {
            self.search(&[dice[0], dice[1]], 0, 0, &mut search);
            self.search(&[dice[1], dice[0]], 0, 0, &mut search);
        }
        let mut plays = search.found;
        // Only one die of two different can be used: the larger, if it can be.
        if search.best == 1 && n == 2 {
            let larger = dice[0].max(dice[1]);
            if plays.iter().any(|p| p.first_die == larger) {
                plays.retain(|p| p.first_die == larger);
            }
        }
        plays
    }

    /// Depth-first over the dice in order: every sequence of legal steps as long as the longest found.
    fn search(&self, dice: &[u8], depth: usize, first_die: u8, s: &mut Search) {
        let Some((&die, rest)) = dice.split_first() else {
            return;
        };
        let seat = self.to_move;
        let highest = if s.descending && depth > 0 {
            s.steps[depth - 1].from
        } else {
            NILE
        };
        for from in (1..=highest).rev() {
            let Some(to) = self.step_target(seat, from, die) else {
                continue;
            };
            let mut next = self.clone();
            next.apply_step(seat, Step { from, to });
            s.steps[depth] = Step { from, to };
            let len = depth + 1;
            let first_die = if depth == 0 { die } else { first_die };
            if len > s.best {
                s.best = len;
                s.found.clear();
            }
            if len == s.best {
                s.found.push(Found {
                    action: BakAction::play(&s.steps[..len]),
                    pawns: next.pawns,
                    first_die,
                    digest: 0,
                });
            }
            next.search(rest, len, first_die, s);
        }
    }

    pub fn is_legal(&self, action: BakAction) -> bool {
        let mut legal = Vec::new();
        self.legal_actions(&mut legal);
        legal.contains(&action)
    }

    /// Plays an action. A play is accepted in any order of its steps that is legal step by step and
    /// ends where one of the legal plays ends.
    pub fn play(
        &mut self,
        action: BakAction,
        events: &mut Vec<BakEvent>,
    ) -> Result<(), BakIllegal> {
        let Some((dice, n)) = self.dice() else {
            return Err(match self.phase {
                BakPhase::Over => BakIllegal::Over,
                _ => BakIllegal::ThrowDue,
            });
        };
        let seat = self.to_move;
        match action {
            BakAction::Rethrow | BakAction::Pass => {
                let mut legal = Vec::new();
                self.legal_actions(&mut legal);
                if !legal.contains(&action) {
                    return Err(BakIllegal::NotLegal(action));
                }
                if action == BakAction::Rethrow {
                    events.push(BakEvent::Rethrow);
                    self.phase = BakPhase::Opening;
                    self.turns += 1;
                    return Ok(());
                }
                events.push(BakEvent::Passed { seat });
            }
            BakAction::Play { .. } => {
                if self.opening && dice[0] == dice[1] {
                    return Err(BakIllegal::NotLegal(action));
                }
                let mut after = self.clone();
                let mut left: Vec<u8> = dice[..n].to_vec();
                let mut step_events = Vec::new();
                for &step in action.steps() {
                    // The smallest die that makes the step (a higher one only bears off).
                    let die = left
                        .iter()
                        .copied()
                        .filter(|&d| after.step_target(seat, step.from, d) == Some(step.to))
                        .min()
                        .ok_or_else(|| {
                            BakIllegal::BadStep(format!("{step} is not a legal step now"))
                        })?;
                    let i = left.iter().position(|&d| d == die).expect("die was found");
                    left.remove(i);
                    step_events.push(BakEvent::Moved {
                        seat,
                        from: step.from,
                        to: step.to,
                    });
                    if let Some(at) = after.apply_step(seat, step) {
                        step_events.push(BakEvent::Arrested { seat: 1 - seat, at });
                    }
                }
                if !self.plays().iter().any(|p| p.pawns == after.pawns) {
                    return Err(BakIllegal::NotLegal(action));
                }
                self.pawns = after.pawns;
                events.extend(step_events);
            }
        }
        self.turns += 1;
        self.opening = false;
        self.to_move = 1 - seat;
        self.phase = BakPhase::Throw;
        self.check_over();
        Ok(())
    }

    fn check_over(&mut self) {
        for seat in 0..2u8 {
            if self.borne_off(seat) == PAWNS {
                let loser = 1 - seat;
                let kind = if self.borne_off(loser) > 0 {
                    WinKind::Single
                } else if self.on_nile(loser) > 0
                    || (POINTS - HOME + 1..=POINTS).any(|p| self.count(loser, p) > 0)
                {
                    WinKind::Backgammon
                } else {
                    WinKind::Gammon
                };
                self.winner = Some((seat, kind));
                self.phase = BakPhase::Over;
            }
        }
    }
}

/// A cheap digest of a position (FNV-1a over its counts), for sorting plays by their result.
fn digest(pawns: &[[u8; 22]; 2]) -> u64 {
    pawns.iter().flatten().fold(0xcbf2_9ce4_8422_2325, |h, &n| {
        (h ^ u64::from(n)).wrapping_mul(0x0100_0000_01b3)
    })
}

pub fn seat_name(seat: u8) -> &'static str {
    if seat == 0 { "White" } else { "Red" }
}

/// The two dice of a throw written as two digits.
pub fn split_throw(throw: u8) -> Option<(u8, u8)> {
    let (a, b) = (throw / 10, throw % 10);
    ((1..=6).contains(&a) && (1..=6).contains(&b)).then_some((a, b))
}

impl crate::rules::common::race::RaceGame for BakAmen {
    type Action = BakAction;
    type Illegal = BakIllegal;

    fn seat_to_move(&self) -> Option<u8> {
        self.to_move()
    }

    fn throw_due(&self) -> bool {
        matches!(self.phase, BakPhase::Opening | BakPhase::Throw)
    }

    fn give_throw(&mut self, throw: u8) -> Result<(), BakIllegal> {
        self.throw(throw)
    }

    fn actions(&self, out: &mut Vec<BakAction>) {
        self.legal_actions(out);
    }

    fn take(&mut self, action: BakAction) -> Result<(), BakIllegal> {
        self.play(action, &mut Vec::new())
    }

    fn winners(&self) -> Option<u8> {
        self.winner.map(|(w, _)| 1 << w)
    }

    fn turn_count(&self) -> u32 {
        self.turns
    }

    fn device() -> crate::rules::ThrowDevice {
        crate::rules::ThrowDevice::TwoDice
    }
}

impl crate::rules::common::turn_record::Recorded for BakAmen {
    const GAME: &'static str = "bak-amen";
    const SAMPLE: &'static str = "3. A 53: 20/15 11/8";
    const THROWS: &'static str = "two dice as two digits, 11-66";
    const ACTIONS: &'static str = "steps like 20/15 N/18 3/off, R or -";

    fn from_tags(players: u8, options: &str) -> Result<Self, OptionsError> {
        if players != 2 {
            return Err(OptionsError::Players {
                game: "Bak-Amen",
                players,
                min: 2,
                max: 2,
            });
        }
        match options.trim() {
            "" | "plain" => Ok(BakAmen::new()),
            other => Err(OptionsError::Unknown {
                game: "a Bak-Amen",
                word: other.into(),
                known: "it has none".into(),
            }),
        }
    }

    fn players(&self) -> u8 {
        2
    }

    fn options_tag(&self) -> String {
        "plain".into()
    }

    fn throw_valid(throw: u8) -> bool {
        split_throw(throw).is_some()
    }

    fn action_text(action: BakAction) -> String {
        action.to_string()
    }

    fn parse_action(text: &str) -> Option<BakAction> {
        BakAction::parse(text)
    }
}

/// Bak-Amen records (`[Game "bak-amen"]`).
pub type BakAmenRecord = crate::rules::common::turn_record::TurnRecord<BakAmen>;
