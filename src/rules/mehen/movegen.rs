//! Legal-action generation. Candidate piece moves are listed cheaply (every piece, every allotment,
//! every jump target) and each is tried on a scratch copy of the position through the same
//! [`apply_piece`] that checks a played move, so generation and checking can never disagree.

use crate::rules::mehen::action::{Action, PieceMove};
use crate::rules::mehen::board::Space;
use crate::rules::mehen::moves::{
    Env, JUMP_COST, SPRINT_JUMP_COST, TurnMemory, apply_piece, may_jump_from, single_piece_allowed,
};
use crate::rules::mehen::position::{Cell, Position, Seat};

/// Which of the turn's two piece moves is being listed, and what it may do.
#[derive(Clone, Copy)]
struct Slot {
    budget: u8,
    /// The first piece (only it may jump).
    first: bool,
    /// Lions may move (not after a Mehen throw).
    lions: bool,
    /// A pawn already entered this turn.
    entered: bool,
}

impl Slot {
    fn first(points: u8, after_mehen: bool) -> Slot {
        Slot {
            budget: points,
            first: true,
            lions: !after_mehen,
            entered: false,
        }
    }

    fn second(left: u8, after_mehen: bool, mem: &TurnMemory) -> Slot {
        Slot {
            budget: left,
            first: false,
            lions: !after_mehen,
            entered: mem.entered,
        }
    }
}

/// Candidate moves for one piece slot (unchecked).
fn candidates(env: Env, pos: &Position, seat: Seat, slot: Slot, out: &mut Vec<PieceMove>) {
    let board = env.board;
    let Slot {
        budget,
        first,
        lions,
        entered,
    } = slot;
    out.clear();
    let head = board.head;
    if !entered && pos.tail[seat.index()] > 0 {
        for points in 1..=budget {
            out.push(PieceMove::PawnWalk { from: None, points });
        }
    }
    let code = Position::pawn_code(seat);
    let push = env.rules.options.push;
    for s in 1..head {
        let raw = pos.raw(s);
        if raw == code {
            for points in 1..=budget.min(head - s) {
                out.push(PieceMove::PawnWalk {
                    from: Some(s),
                    points,
                });
            }
            if first && budget >= JUMP_COST && !board.is_inner(s) {
                for &to in board.coil_partners(s).iter().filter(|&&t| t > s) {
                    out.push(PieceMove::PawnJump { from: s, to });
                }
            }
        } else if push
            && Position::is_pawn_code(raw)
            && board.coil_partners(s).iter().any(|&t| pos.raw(t) == code)
        {
            for points in 1..=budget.min(head - s) {
                out.push(PieceMove::Push { from: s, points });
            }
        } else if lions && raw == Position::lion_code() {
            lion_candidates(env, pos, seat, s, budget, first, out);
        }
    }
    if lions && pos.head_lions > 0 {
        lion_candidates(env, pos, seat, head, budget, first, out);
    }
}

fn lion_candidates(
    env: Env,
    pos: &Position,
    seat: Seat,
    from: Space,
    budget: u8,
    first: bool,
    out: &mut Vec<PieceMove>,
) {
    for sprint in [false, true] {
        let factor = 1 + sprint as u8;
        for points in 1..=budget {
            out.push(PieceMove::LionWalk {
                from,
                points,
                sprint,
                bonus: None,
            });
            // Steps that reach or pass the tail take the lion off the board (extra steps are lost),
            // and its mover may send a pawn to the head.
            if points * factor >= from {
                for b in pos.pawns_of(seat) {
                    out.push(PieceMove::LionWalk {
                        from,
                        points,
                        sprint,
                        bonus: Some(b),
                    });
                }
            }
        }
    }
    if first && may_jump_from(env, from, true) {
        for &to in env.board.coil_partners(from).iter().filter(|&&t| t < from) {
            let pounce = matches!(pos.cell(to), Cell::Pawn(_));
            if pounce || budget >= SPRINT_JUMP_COST {
                out.push(PieceMove::LionJump {
                    from,
                    to,
                    sprint: false,
                });
            }
            if !pounce && budget >= SPRINT_JUMP_COST {
                out.push(PieceMove::LionJump {
                    from,
                    to,
                    sprint: true,
                });
            }
        }
    }
}

/// Lists every legal action, the pass first.
pub(crate) fn legal_actions(
    env: Env,
    pos: &Position,
    seat: Seat,
    points: u8,
    after_mehen: bool,
    out: &mut Vec<Action>,
) {
    out.push(Action::PASS);
    for_each_action(env, pos, seat, points, after_mehen, &mut |a| {
        out.push(a);
        false
    });
}

/// Does the seat have any move but the pass for this many points?
pub(crate) fn has_move(
    env: Env,
    pos: &Position,
    seat: Seat,
    points: u8,
    after_mehen: bool,
) -> bool {
    let mut found = false;
    for_each_action(env, pos, seat, points, after_mehen, &mut |_| {
        found = true;
        true
    });
    found
}

/// Tries one piece move on a copy of `pos`: the position after it, the turn's memory, and its cost.
fn try_piece(
    env: Env,
    pos: &Position,
    seat: Seat,
    m: PieceMove,
    mut mem: TurnMemory,
    budget: u8,
    after_mehen: bool,
) -> Option<(Position, TurnMemory, u8)> {
    let mut after = pos.clone();
    let cost = apply_piece(
        env,
        &mut after,
        seat,
        m,
        &mut mem,
        budget,
        after_mehen,
        &mut (),
    )
    .ok()?;
    Some((after, mem, cost))
}

/// Calls `f` with every legal non-pass action until it returns true.
fn for_each_action(
    env: Env,
    pos: &Position,
    seat: Seat,
    points: u8,
    after_mehen: bool,
    f: &mut impl FnMut(Action) -> bool,
) {
    let single = single_piece_allowed(pos, seat);
    let mut firsts = Vec::with_capacity(64);
    let mut seconds = Vec::with_capacity(64);
    candidates(
        env,
        pos,
        seat,
        Slot::first(points, after_mehen),
        &mut firsts,
    );
    for &m1 in &firsts {
        let Some((p1, mem, cost)) = try_piece(
            env,
            pos,
            seat,
            m1,
            TurnMemory::default(),
            points,
            after_mehen,
        ) else {
            continue;
        };
        if single && m1.is_own_pawn() && f(Action::single(m1)) {
            return;
        }
        let left = points - cost;
        if left == 0 {
            continue;
        }
        candidates(
            env,
            &p1,
            seat,
            Slot::second(left, after_mehen, &mem),
            &mut seconds,
        );
        for &m2 in &seconds {
            if try_piece(env, &p1, seat, m2, mem, left, after_mehen).is_some()
                && f(Action::pair(m1, m2))
            {
                return;
            }
        }
    }
}

/// Draws a legal action with `pick` without listing them all (see [`crate::rules::mehen::Game::sample_action`]).
pub(crate) fn sample_action(
    env: Env,
    pos: &Position,
    seat: Seat,
    points: u8,
    after_mehen: bool,
    pick: &mut impl FnMut(usize) -> usize,
) -> Action {
    let single = single_piece_allowed(pos, seat);
    let mut firsts = Vec::with_capacity(64);
    let mut seconds = Vec::with_capacity(64);
    candidates(
        env,
        pos,
        seat,
        Slot::first(points, after_mehen),
        &mut firsts,
    );
    while !firsts.is_empty() {
        let m1 = firsts.swap_remove(pick(firsts.len()));
        let Some((p1, mem, cost)) = try_piece(
            env,
            pos,
            seat,
            m1,
            TurnMemory::default(),
            points,
            after_mehen,
        ) else {
            continue;
        };
        let left = points - cost;
        if left > 0 {
            candidates(
                env,
                &p1,
                seat,
                Slot::second(left, after_mehen, &mem),
                &mut seconds,
            );
            while !seconds.is_empty() {
                let m2 = seconds.swap_remove(pick(seconds.len()));
                if try_piece(env, &p1, seat, m2, mem, left, after_mehen).is_some() {
                    return Action::pair(m1, m2);
                }
            }
        }
        if single && m1.is_own_pawn() {
            return Action::single(m1);
        }
    }
    Action::PASS
}
