//! One piece move, checked and played: pawn walks with slides, jumps, lions, and The Push. Both the
//! checker ([`crate::rules::mehen::Game::play`]) and move generation go through [`apply_piece`], so they never disagree.

use crate::rules::mehen::action::PieceMove;
use crate::rules::mehen::board::{Board, Space};
use crate::rules::mehen::event::{Event, Sink};
use crate::rules::mehen::illegal::Illegal;
use crate::rules::mehen::options::Rules;
use crate::rules::mehen::position::{Cell, Position, Seat};

/// Points a jump costs (pawns, and lions landing on an empty space).
pub const JUMP_COST: u8 = 5;
/// A sprinting lion doubles its points, so 3 allotted points pay for a jump.
pub const SPRINT_JUMP_COST: u8 = 3;
/// A lion jumping onto an unblockaded pawn (and devouring it) needs a single point.
pub const POUNCE_COST: u8 = 1;
/// Under Lions Unleashed, lions may jump from this many outermost spaces of the inner coil.
pub const UNLEASHED_SPACES: u8 = 3;

/// What every rule check needs besides the position: the board and the game's rule set.
#[derive(Clone, Copy)]
pub(crate) struct Env<'a> {
    pub board: &'a Board,
    pub rules: &'a Rules,
}

/// A small set of spaces (bitset), for the no-leapfrog rule.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct SpaceSet([u64; 4]);

impl SpaceSet {
    #[inline]
    pub fn insert(&mut self, s: Space) {
        self.0[(s >> 6) as usize] |= 1 << (s & 63);
    }
    #[inline]
    pub fn contains(&self, s: Space) -> bool {
        self.0[(s >> 6) as usize] & (1 << (s & 63)) != 0
    }
}

/// What the current turn remembers between its two piece moves.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct TurnMemory {
    /// Pawns that may not be slid over: those slid over already, and a first piece that slid or jumped.
    pub no_slide: SpaceSet,
    pub entered: bool,
    /// Where the first piece ended (is it a lion, space), to refuse moving it again.
    pub moved: Option<(bool, Space)>,
    pub pieces: u8,
}

/// A single piece may move on a seat's first turn, or when it has one pawn left in the race.
pub(crate) fn single_piece_allowed(pos: &Position, seat: Seat) -> bool {
    !pos.has_played(seat) || pos.board_pawn_count(seat) + pos.tail[seat.index()] == 1
}

/// Is the pawn on `s` part of a blockade (a pawn of its colour on a touching space)?
#[inline]
pub fn in_blockade(board: &Board, pos: &Position, s: Space) -> bool {
    let code = pos.raw(s);
    Position::is_pawn_code(code) && board.touching(s).iter().any(|&t| pos.raw(t) == code)
}

/// The blockade holding `s` is gated: its pawns touch only across coils, never along the body.
pub fn blockade_is_gated(board: &Board, pos: &Position, s: Space) -> bool {
    let code = pos.raw(s);
    let linear = |x: Space| {
        (x > 1 && pos.raw(x - 1) == code) || (x + 1 < board.head && pos.raw(x + 1) == code)
    };
    let mut seen = SpaceSet::default();
    let mut stack = vec![s];
    seen.insert(s);
    while let Some(x) = stack.pop() {
        if linear(x) {
            return false;
        }
        for &t in board.coil_partners(x) {
            if pos.raw(t) == code && !seen.contains(t) {
                seen.insert(t);
                stack.push(t);
            }
        }
    }
    true
}

/// Does the pawn on `at` let a pawn of `mover` slide over it?
#[inline]
fn slideable(env: Env, pos: &Position, at: Space, mover: Seat, no_slide: &SpaceSet) -> bool {
    let code = pos.raw(at);
    if !Position::is_pawn_code(code) || no_slide.contains(at) {
        return false;
    }
    if !in_blockade(env.board, pos, at) {
        return true;
    }
    // Gated Blockades: a blockade made only across coils lets its owner (and teammates) through.
    let owner = Seat(code - 1);
    env.rules.options.gated
        && (owner == mover || env.rules.teammates(owner, mover))
        && blockade_is_gated(env.board, pos, at)
}

/// Plays one piece move on `pos` (which must be a scratch copy: it is left half-changed on error).
/// Returns the points it cost.
pub(crate) fn apply_piece<S: Sink>(
    env: Env,
    pos: &mut Position,
    seat: Seat,
    m: PieceMove,
    mem: &mut TurnMemory,
    budget: u8,
    after_mehen: bool,
    sink: &mut S,
) -> Result<u8, Illegal> {
    let board = env.board;
    let head = board.head;
    check_order(m, mem, after_mehen, head)?;
    let cost = match m {
        PieceMove::PawnWalk { from, points } => {
            need(points, budget)?;
            match from {
                None => {
                    if pos.tail[seat.index()] == 0 {
                        return Err(Illegal::NoPawnAtTail { seat });
                    }
                    pos.tail[seat.index()] -= 1;
                }
                Some(s) => {
                    own_pawn(pos, seat, s, head)?;
                    pos.set(s, Cell::Empty);
                }
            }
            let end = walk(env, pos, seat, from, points, &mut mem.no_slide, false, sink)?;
            place_pawn(pos, seat, end, head);
            mem.entered |= from.is_none();
            mem.moved = Some((false, end));
            points
        }
        PieceMove::Push { from, points } => {
            need(points, budget)?;
            let owner = pushable(env, pos, seat, from)?;
            pos.set(from, Cell::Empty);
            let end = walk(
                env,
                pos,
                owner,
                Some(from),
                points,
                &mut mem.no_slide,
                true,
                sink,
            )?;
            place_pawn(pos, owner, end, head);
            mem.moved = Some((false, end));
            points
        }
        PieceMove::PawnJump { from, to } => {
            need(JUMP_COST, budget)?;
            own_pawn(pos, seat, from, head)?;
            check_jump(env, from, to, true)?;
            pos.set(from, Cell::Empty);
            sink.push(Event::Jumped { seat, from, to });
            let end = slide_from(env, pos, seat, to, 0, &mut mem.no_slide, false, sink)?;
            place_pawn(pos, seat, end, head);
            mem.no_slide.insert(end);
            mem.moved = Some((false, end));
            JUMP_COST
        }
        PieceMove::LionWalk {
            from,
            points,
            sprint,
            bonus,
        } => {
            need(points, budget)?;
            lion_walk(env, pos, seat, (from, points, sprint, bonus), mem, sink)?;
            points
        }
        PieceMove::LionJump { from, to, sprint } => {
            lion_jump(env, pos, (from, to, sprint), (mem, budget), sink)?
        }
    };
    mem.pieces += 1;
    Ok(cost)
}

/// The checks of a piece move that come before its rules: a space on the board, no lion after
/// Mehen's stir, a jump only first, one entry, two different pieces, and some points.
fn check_order(
    m: PieceMove,
    mem: &TurnMemory,
    after_mehen: bool,
    head: Space,
) -> Result<(), Illegal> {
    if let Some(from) = m.from()
        && (from == 0 || from > head)
    {
        return Err(Illegal::NoSuchSpace(from));
    }
    if m.is_lion() && after_mehen {
        return Err(Illegal::LionAfterMehen);
    }
    if mem.pieces > 0 {
        // The piece that already moved first: of all a second move's faults, that is the one its
        // player needs to hear (any of its moves, a jump too, is refused for it).
        if let (Some((lion, at)), Some(from)) = (mem.moved, m.from())
            && lion == m.is_lion()
            && at == from
        {
            return Err(Illegal::SamePiece);
        }
        if m.is_jump() {
            return Err(Illegal::JumpNotFirst);
        }
        if m.is_entry() && mem.entered {
            return Err(Illegal::TwoEntries);
        }
    }
    if let PieceMove::PawnWalk { points: 0, .. }
    | PieceMove::LionWalk { points: 0, .. }
    | PieceMove::Push { points: 0, .. } = m
    {
        return Err(Illegal::ZeroPoints);
    }
    Ok(())
}

/// A lion's walk of `points` toward the tail (doubled in a sprint): it leaves the board at the tail
/// (and may send a pawn of `seat` to the head as its bonus), or lands and devours.
fn lion_walk<S: Sink>(
    env: Env,
    pos: &mut Position,
    seat: Seat,
    (from, points, sprint, bonus): (Space, u8, bool, Option<Space>),
    mem: &mut TurnMemory,
    sink: &mut S,
) -> Result<(), Illegal> {
    let (board, head) = (env.board, env.board.head);
    if !pos.has_lion(from) {
        return Err(Illegal::NoLion(from));
    }
    // Steps that reach or pass the tail take the lion off the board; any beyond it are lost.
    let end = from.saturating_sub(points * (1 + sprint as u8));
    if sprint {
        for s in end.max(1)..from {
            if in_blockade(board, pos, s) {
                return Err(Illegal::SprintThroughBlockade(s));
            }
        }
    }
    if end == 0 {
        // Leaving the board at the tail: the lion returns to the reserve.
        lift_lion(pos, from, head);
        pos.lion_reserve += 1;
        sink.push(Event::LionMoved {
            from,
            to: None,
            sprint,
            jump: false,
        });
        if let Some(b) = bonus {
            if b == 0 || b >= head || pos.cell(b) != Cell::Pawn(seat) {
                return Err(Illegal::BonusNotYours { seat, space: b });
            }
            pos.set(b, Cell::Empty);
            pos.head_pawns[seat.index()] += 1;
            sink.push(Event::BonusToHead { seat, from: b });
        }
        mem.moved = Some((true, 0));
    } else {
        if bonus.is_some() {
            return Err(Illegal::BonusWithoutExit);
        }
        let prey = lion_target(board, pos, end, sprint)?;
        lift_lion(pos, from, head);
        sink.push(Event::LionMoved {
            from,
            to: Some(end),
            sprint,
            jump: false,
        });
        land_lion(pos, end, prey, sink);
        mem.moved = Some((true, end));
    }
    Ok(())
}

/// A lion's jump across coils, a pounce when it lands on prey; returns the points it cost.
fn lion_jump<S: Sink>(
    env: Env,
    pos: &mut Position,
    (from, to, sprint): (Space, Space, bool),
    (mem, budget): (&mut TurnMemory, u8),
    sink: &mut S,
) -> Result<u8, Illegal> {
    let (board, head) = (env.board, env.board.head);
    if !pos.has_lion(from) {
        return Err(Illegal::NoLion(from));
    }
    check_jump(env, from, to, false)?;
    let prey = lion_target(board, pos, to, false)?;
    let cost = match (prey.is_some(), sprint) {
        (true, true) => return Err(Illegal::SprintPounce),
        (true, false) => POUNCE_COST,
        (false, true) => SPRINT_JUMP_COST,
        (false, false) => JUMP_COST,
    };
    need(cost, budget)?;
    lift_lion(pos, from, head);
    sink.push(Event::LionMoved {
        from,
        to: Some(to),
        sprint,
        jump: true,
    });
    land_lion(pos, to, prey, sink);
    mem.moved = Some((true, to));
    Ok(cost)
}

/// The Push: may `seat` move the pawn on `at`? Returns its owner.
///
/// A teammate's pawn needs only one of `seat`'s pawns touching it across coils. An opponent's pawn
/// also must not be in a blockade that spans coils, and its run of same-coloured pawns along the body
/// must have a pawn (any colour) on each side; the tail and the head do not count as such a pawn.
pub(crate) fn pushable(env: Env, pos: &Position, seat: Seat, at: Space) -> Result<Seat, Illegal> {
    let board = env.board;
    let not = |why| Err(Illegal::NotPushable { space: at, why });
    if !env.rules.options.push {
        return Err(Illegal::PushOff);
    }
    if at >= board.head {
        return not("pawns in the head do not move");
    }
    let owner = match pos.cell(at) {
        Cell::Pawn(owner) if owner != seat => owner,
        Cell::Pawn(_) => return not("it is your own pawn (move it normally)"),
        _ => return not("there is no pawn there"),
    };
    let mine = Position::pawn_code(seat);
    if !board.coil_partners(at).iter().any(|&t| pos.raw(t) == mine) {
        return not("none of your pawns touches it across coils");
    }
    if env.rules.teammates(owner, seat) {
        return Ok(owner);
    }
    let code = pos.raw(at);
    let (mut first, mut last) = (at, at);
    while first > 1 && pos.raw(first - 1) == code {
        first -= 1;
    }
    while last + 1 < board.head && pos.raw(last + 1) == code {
        last += 1;
    }
    let across = (first..=last).any(|x| board.coil_partners(x).iter().any(|&t| pos.raw(t) == code));
    if across {
        return not("it is part of a blockade across coils");
    }
    let pawn_at = |x: Space| x >= 1 && x < board.head && Position::is_pawn_code(pos.raw(x));
    if !(pawn_at(first.wrapping_sub(1)) && pawn_at(last + 1)) {
        return not("it is not enclosed by pawns on both ends");
    }
    Ok(owner)
}

fn need(points: u8, budget: u8) -> Result<(), Illegal> {
    if points > budget {
        return Err(Illegal::NotEnoughPoints {
            need: points,
            have: budget,
        });
    }
    Ok(())
}

fn own_pawn(pos: &Position, seat: Seat, s: Space, head: Space) -> Result<(), Illegal> {
    if s == head {
        if pos.head_pawns[seat.index()] > 0 {
            return Err(Illegal::PawnInHead);
        }
        return Err(Illegal::NotYourPawn { seat, space: s });
    }
    if pos.cell(s) != Cell::Pawn(seat) {
        return Err(Illegal::NotYourPawn { seat, space: s });
    }
    Ok(())
}

fn place_pawn(pos: &mut Position, seat: Seat, end: Space, head: Space) {
    if end == head {
        pos.head_pawns[seat.index()] += 1;
    } else {
        pos.set(end, Cell::Pawn(seat));
    }
}

fn lift_lion(pos: &mut Position, from: Space, head: Space) {
    if from == head {
        pos.head_lions -= 1;
    } else {
        pos.set(from, Cell::Empty);
    }
}

fn land_lion<S: Sink>(pos: &mut Position, at: Space, prey: Option<Seat>, sink: &mut S) {
    if let Some(seat) = prey {
        pos.devoured[seat.index()] += 1;
        sink.push(Event::Devoured {
            seat,
            at,
            by_lion: true,
        });
    }
    pos.set(at, Cell::Lion);
}

/// Where a lion may stop: an empty space, or an unblockaded pawn it devours (never when sprinting).
fn lion_target(
    board: &Board,
    pos: &Position,
    at: Space,
    sprint: bool,
) -> Result<Option<Seat>, Illegal> {
    match pos.cell(at) {
        Cell::Empty => Ok(None),
        Cell::Lion => Err(Illegal::LionOnLion(at)),
        Cell::Pawn(_) if sprint => Err(Illegal::SprintDevour(at)),
        Cell::Pawn(_) if in_blockade(board, pos, at) => Err(Illegal::Blockaded(at)),
        Cell::Pawn(seat) => Ok(Some(seat)),
    }
}

/// A jump goes from outside the inner coil to a touching space on the next coil: inward for pawns,
/// outward for lions. Under Lions Unleashed, lions may also leave the inner coil's outermost spaces.
fn check_jump(env: Env, from: Space, to: Space, inward: bool) -> Result<(), Illegal> {
    let board = env.board;
    if !may_jump_from(env, from, !inward) {
        return Err(Illegal::JumpFromInner(from));
    }
    if to == 0 || to > board.head {
        return Err(Illegal::NoSuchSpace(to));
    }
    if !board.coil_partners(from).contains(&to) {
        return Err(Illegal::NotTouching { from, to });
    }
    if (to > from) != inward {
        return Err(Illegal::JumpDirection);
    }
    Ok(())
}

/// No jump starts in the inner coil, except a lion's from its three outermost spaces under Lions Unleashed.
pub(crate) fn may_jump_from(env: Env, from: Space, lion: bool) -> bool {
    let board = env.board;
    !board.is_inner(from)
        || (lion && env.rules.options.unleashed && from < board.inner_coil_start + UNLEASHED_SPACES)
}

/// Walks a pawn of `seat` (already lifted off `from`) `points` spaces: one point a space, free slides
/// over unblockaded pawns, and the head reached with no point left. Returns where it ends. A pushed
/// pawn (`pushed`) may not pass a lion.
fn walk<S: Sink>(
    env: Env,
    pos: &Position,
    seat: Seat,
    from: Option<Space>,
    points: u8,
    no_slide: &mut SpaceSet,
    pushed: bool,
    sink: &mut S,
) -> Result<Space, Illegal> {
    let at = match from {
        None => {
            let entry = env.board.entry(pos.players as usize);
            sink.push(Event::Entered { seat, to: entry });
            entry
        }
        Some(s) => {
            sink.push(Event::Stepped {
                seat,
                from: s,
                to: s + 1,
            });
            s + 1
        }
    };
    slide_from(env, pos, seat, at, points - 1, no_slide, pushed, sink)
}

/// The pawn has just arrived on `at` with `rem` points left: slide over unblockaded pawns (and on past
/// a lion met in a slide), pay to pass blockade pawns, lions and pawns already used for a slide this
/// turn, and stop on an empty space (or the head) when the points are spent.
fn slide_from<S: Sink>(
    env: Env,
    pos: &Position,
    seat: Seat,
    mut at: Space,
    mut rem: u8,
    no_slide: &mut SpaceSet,
    pushed: bool,
    sink: &mut S,
) -> Result<Space, Illegal> {
    let head = env.board.head;
    let mut slide_start: Option<Space> = None;
    let mut slid = false;
    loop {
        if at >= head {
            if let Some(start) = slide_start.take() {
                sink.push(Event::Slid {
                    seat,
                    from: start,
                    to: head,
                });
            }
            if rem > 0 {
                return Err(Illegal::PastHead(rem));
            }
            if slid {
                no_slide.insert(head);
            }
            return Ok(head);
        }
        if slideable(env, pos, at, seat, no_slide) {
            slide_start.get_or_insert(at);
            slid = true;
            no_slide.insert(at);
            at += 1;
            continue;
        }
        let code = pos.raw(at);
        if pushed && code == Position::lion_code() {
            return Err(Illegal::PushPastLion(at));
        }
        if slide_start.is_some() && code == Position::lion_code() {
            // A slide goes on until a free space or a pawn it cannot slide over; a lion is neither.
            at += 1;
            continue;
        }
        if let Some(start) = slide_start.take() {
            sink.push(Event::Slid {
                seat,
                from: start,
                to: at,
            });
        }
        if code == 0 && rem == 0 {
            if slid {
                // A pawn that slid may not be slid over by the turn's second piece.
                no_slide.insert(at);
            }
            return Ok(at);
        }
        if rem == 0 {
            return Err(Illegal::EndsOnOccupied(at));
        }
        sink.push(Event::Stepped {
            seat,
            from: at,
            to: at + 1,
        });
        at += 1;
        rem -= 1;
    }
}
