//! Why a Mehen piece cannot move, and why a seat has no move at all, in the player's language, from
//! the engine's reasons for each way the piece might have moved.

use crate::i18n::Localizer;
use crate::rules::mehen::moves::in_blockade;
use crate::rules::mehen::position::Cell;
use crate::rules::mehen::{Game, Illegal, PieceMove, Position, Seat, Space};
use crate::systems::mehen::words::{capitalise, pawn_of, points, yes};
use fluent_bundle::FluentValue;

/// A piece as a player names it: "a pawn from the tail", "the lion on 12", "the pawn on 7".
fn piece_name(loc: &Localizer, game: &Game, from: Option<Space>, lion: bool) -> String {
    match (from, lion) {
        (None, _) => loc.t("piece-tail-pawn"),
        (Some(s), true) if s >= game.board().head => loc.t("piece-head-lion"),
        (Some(s), true) => loc.format("lion-on", &[("at", s.into())]),
        (Some(s), false) => loc.format("piece-pawn", &[("at", s.into())]),
    }
}

/// Why the piece on `from` (`None`: the tail; `lion`: the lion there) cannot move now, in the
/// player's words, from the engine's reasons for each way it might have moved.
pub fn why_not(
    loc: &Localizer,
    game: &Game,
    chosen: &[PieceMove],
    from: Option<Space>,
    lion: bool,
    left: u8,
    names: &dyn Fn(Seat) -> String,
) -> String {
    let Some(mover) = game.to_move() else {
        return loc.t("why-game-over");
    };
    let Ok((pos, _)) = game.preview(chosen) else {
        return loc.t("why-no-move-due");
    };
    if let (Some(s), false) = (from, lion) {
        match pos.cell(s) {
            Cell::Pawn(o) if o != mover => {
                return loc.format("why-not-yours", &[("owner", names(o).into())]);
            }
            Cell::Empty if s < game.board().head => {
                return loc.format("why-empty", &[("at", s.into())]);
            }
            _ => {}
        }
    }
    let piece = capitalise(&piece_name(loc, game, from, lion));
    if left == 0 {
        return loc.t("why-points-used");
    }
    let tries = ways_to_try(game, from, lion, left);
    let mut reasons: Vec<String> = Vec::new();
    let mut movable = false;
    for m in tries {
        let mut moves = chosen.to_vec();
        moves.push(m);
        match game.preview(&moves) {
            Ok(_) => movable = true,
            Err(e) => {
                let r = reason(loc, game, &pos, mover, from, e, names);
                if !reasons.contains(&r) {
                    reasons.push(r);
                }
            }
        }
    }
    if movable {
        return loc.format("why-second-piece", &[("piece", piece.into())]);
    }
    let reasons = match reasons.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [first, second, ..] => loc.format(
            "why-reasons",
            &[("first", first.into()), ("second", second.into())],
        ),
    };
    loc.format(
        "why-cannot",
        &[("piece", piece.into()), ("reasons", reasons.into())],
    )
}

/// Why the piece picked (on `from`, `None`: the tail; `lion`: the lion there) cannot end on `to`,
/// clicked with `left` points left: the way it goes, the points it would take, or the engine's
/// reason for the move that would end there.
pub fn why_not_there(
    loc: &Localizer,
    game: &Game,
    chosen: &[PieceMove],
    (from, lion): (Option<Space>, bool),
    (to, left): (Space, u8),
    names: &dyn Fn(Seat) -> String,
) -> String {
    let reason = 'reason: {
        let (Some(mover), Ok((pos, _))) = (game.to_move(), game.preview(chosen)) else {
            break 'reason loc.t("reason-not-now");
        };
        let start = from.unwrap_or(0);
        // Pawns go toward the head, lions toward the tail: a walk there, or a jump across the coils.
        let (ahead, walk) = if lion {
            (to < start, start.saturating_sub(to))
        } else {
            (to > start, to.saturating_sub(start))
        };
        if !ahead {
            break 'reason loc.t(if lion {
                "reason-lion-way"
            } else {
                "reason-pawn-way"
            });
        }
        // A pawn clicked onto another's lone pawn: no walk ends there (it slides on past).
        if let Cell::Pawn(o) = pos.cell(to)
            && !lion
            && !in_blockade(game.board(), &pos, to)
        {
            let whose = if o == mover { "yours" } else { "other" };
            let pawn = pawn_of(loc, whose, names(o));
            break 'reason loc.format("reason-no-stop-on-pawn", &[("pawn", pawn.into())]);
        }
        let jump = from.filter(|&s| game.board().coil_partners(s).contains(&to));
        let tries = match (jump, lion) {
            (Some(s), false) => vec![PieceMove::PawnJump { from: s, to }],
            (Some(s), true) => vec![PieceMove::LionJump {
                from: s,
                to,
                sprint: false,
            }],
            (None, _) if walk > left => {
                let (need, have) = (points(loc, walk), points(loc, left));
                break 'reason loc.format(
                    "reason-points",
                    &[("need", need.into()), ("have", have.into())],
                );
            }
            (None, false) => vec![PieceMove::PawnWalk { from, points: walk }],
            (None, true) => vec![PieceMove::LionWalk {
                from: start,
                points: walk,
                sprint: false,
                bonus: None,
            }],
        };
        for m in tries {
            let mut moves = chosen.to_vec();
            moves.push(m);
            if let Err(e) = game.preview(&moves) {
                break 'reason reason(loc, game, &pos, mover, from, e, names);
            }
        }
        // The move itself stands, but not as this piece's share of the turn (the other piece needs a
        // point), or it slides on past the space.
        if chosen.is_empty() && walk == left && left >= 2 {
            loc.t("reason-other-piece")
        } else {
            loc.t("reason-not-an-end")
        }
    };
    let piece = capitalise(&piece_name(loc, game, from, lion));
    loc.format(
        "why-not-there",
        &[
            ("piece", piece.into()),
            ("at", to.into()),
            ("reason", reason.into()),
        ],
    )
}

/// One engine reason in the player's words, naming whose pieces are in the way.
fn reason(
    loc: &Localizer,
    game: &Game,
    pos: &Position,
    mover: Seat,
    from: Option<Space>,
    e: Illegal,
    names: &dyn Fn(Seat) -> String,
) -> String {
    let head = game.board().head;
    let at = |s: Space| [("at", FluentValue::from(s))];
    match e {
        Illegal::EndsOnOccupied(s) => match pos.cell(s) {
            Cell::Pawn(o) if in_blockade(game.board(), pos, s) => {
                // The blockade's run along the body (ahead of the piece), and the points needed to
                // get past it.
                let start = from.unwrap_or(0);
                let (mut first, mut last) = (s, s);
                while first - 1 > start && pos.cell(first - 1) == Cell::Pawn(o) {
                    first -= 1;
                }
                while last + 1 < head && pos.cell(last + 1) == Cell::Pawn(o) {
                    last += 1;
                }
                let whose = if o == mover { "yours" } else { "other" };
                loc.format(
                    "reason-blockade",
                    &[
                        ("whose", whose.into()),
                        ("owner", names(o).into()),
                        ("single", yes(last == first)),
                        ("first", first.into()),
                        ("last", last.into()),
                        ("points", points(loc, last + 1 - start).into()),
                    ],
                )
            }
            Cell::Lion => loc.format("reason-ends-on-lion", &at(s)),
            Cell::Pawn(o) => {
                let whose = if o == mover { "yours" } else { "other" };
                loc.format(
                    "reason-ends-on-pawn",
                    &[
                        ("pawn", pawn_of(loc, whose, names(o)).into()),
                        ("at", s.into()),
                    ],
                )
            }
            Cell::Empty => loc.format("reason-taken", &at(s)),
        },
        Illegal::PastHead(n) => {
            loc.format("reason-past-head", &[("points", points(loc, n).into())])
        }
        Illegal::JumpFromInner(_) => loc.t("reason-jump-inner"),
        Illegal::NotEnoughPoints { need, have } => loc.format(
            "reason-points",
            &[
                ("need", points(loc, need).into()),
                ("have", points(loc, have).into()),
            ],
        ),
        Illegal::Blockaded(s) => loc.format("reason-blockaded", &at(s)),
        Illegal::LionOnLion(s) => loc.format("reason-lion-on-lion", &at(s)),
        Illegal::SprintThroughBlockade(s) => loc.format("reason-sprint-blockade", &at(s)),
        Illegal::SprintDevour(s) => loc.format("reason-sprint-devour", &at(s)),
        Illegal::LionAfterMehen => loc.t("reason-lion-after-mehen"),
        Illegal::TwoEntries => loc.t("reason-two-entries"),
        Illegal::SamePiece => loc.t("reason-same-piece"),
        Illegal::JumpNotFirst => loc.t("reason-jump-not-first"),
        Illegal::NoPawnAtTail { .. } => loc.t("reason-no-tail-pawn"),
        Illegal::PawnInHead => loc.t("reason-pawn-in-head"),
        Illegal::PushPastLion(s) => loc.format("reason-push-past-lion", &at(s)),
        Illegal::NotPushable { space, .. } => loc.format("reason-not-pushable", &at(space)),
        Illegal::NotTouching { .. } | Illegal::JumpDirection => loc.t("reason-jump-direction"),
        Illegal::SprintPounce => loc.t("reason-sprint-devour-jump"),
        Illegal::NeedTwoPieces => loc.t("reason-two-pieces"),
        // The rest cannot come from a piece the player clicked (no such piece, wrong phase).
        _ => loc.t("reason-not-now"),
    }
}

/// The ways a piece might move with `left` points: each walk (or sprint) and each jump, for the
/// engine to try.
fn ways_to_try(game: &Game, from: Option<Space>, lion: bool, left: u8) -> Vec<PieceMove> {
    let mut tries: Vec<PieceMove> = Vec::new();
    match (from, lion) {
        (None, _) => tries.extend((1..=left).map(|p| PieceMove::PawnWalk {
            from: None,
            points: p,
        })),
        (Some(s), false) => {
            tries.extend((1..=left).map(|p| PieceMove::PawnWalk {
                from: Some(s),
                points: p,
            }));
            for &to in game.board().coil_partners(s).iter().filter(|&&t| t > s) {
                tries.push(PieceMove::PawnJump { from: s, to });
            }
        }
        (Some(s), true) => {
            for sprint in [false, true] {
                tries.extend((1..=left).map(|p| PieceMove::LionWalk {
                    from: s,
                    points: p,
                    sprint,
                    bonus: None,
                }));
            }
            for &to in game.board().coil_partners(s).iter().filter(|&&t| t < s) {
                tries.push(PieceMove::LionJump {
                    from: s,
                    to,
                    sprint: false,
                });
            }
        }
    }
    tries
}

/// Why the seat to move has no legal move for its throw, for the notice and the log.
pub fn why_no_move(loc: &Localizer, game: &Game, names: &dyn Fn(Seat) -> String) -> String {
    let Some(mover) = game.to_move() else {
        return String::new();
    };
    let name = || ("name", FluentValue::from(names(mover)));
    let left = game.points_left(&[]).unwrap_or(0);
    let pos = game.position();
    let mut pieces: Vec<(Option<Space>, bool)> = Vec::new();
    if pos.tail[mover.index()] > 0 {
        pieces.push((None, false));
    }
    pieces.extend(pos.pawns_of(mover).map(|s| (Some(s), false)));
    pieces.extend(pos.lions().map(|s| (Some(s), true)));
    let movable: Vec<(Option<Space>, bool)> = pieces
        .iter()
        .copied()
        .filter(|&(from, lion)| {
            ways_to_try(game, from, lion, left)
                .into_iter()
                .any(|m| game.preview(&[m]).is_ok())
        })
        .collect();
    let why = match (pieces.len(), movable.as_slice()) {
        (0, _) => loc.format("no-move-nothing-in-play", &[name()]),
        (_, []) => match pieces.first() {
            Some(&(from, lion)) => loc.format(
                "no-move-none-can",
                &[
                    name(),
                    ("points", points(loc, left).into()),
                    (
                        "why",
                        why_not(loc, game, &[], from, lion, left, names).into(),
                    ),
                ],
            ),
            None => loc.format("no-move-nothing", &[name()]),
        },
        (_, [(from, lion)]) => loc.format(
            "no-move-only-one",
            &[
                name(),
                ("piece", piece_name(loc, game, *from, *lion).into()),
            ],
        ),
        _ => loc.format(
            "no-move-no-two",
            &[name(), ("points", points(loc, left).into())],
        ),
    };
    loc.format("no-move", &[("why", why.into())])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::systems::mehen::words::fixtures::*;

    #[test]
    fn why_a_pawn_cannot_move_names_the_blockade_and_the_points_it_needs() {
        // Ahmose on 18 with 2 points; Bastet holds 19 and 20: the pawn would stop on the blockade.
        let g = thrown(game("A18 A40 B19 B20 B50"), 1);
        let why = why_not(&en(), &g, &[], Some(18), false, 2, &names);
        assert!(
            why.contains("Bastet's blockade on 19-20") && why.contains("needs 3 points"),
            "{why}"
        );
        // Another seat's pawn, and an empty space.
        assert!(why_not(&en(), &g, &[], Some(19), false, 2, &names).contains("Bastet's pawn"));
        assert!(why_not(&en(), &g, &[], Some(5), false, 2, &names).contains("empty"));
    }

    #[test]
    fn a_turn_with_no_move_says_why() {
        // Ahmose has nothing in play and no lion is on the board.
        let g = thrown(game("AE2 AD4 B10 B20"), 2);
        let why = why_no_move(&en(), &g, &names);
        assert!(
            why.starts_with("No legal move") && why.contains("no pawn"),
            "{why}"
        );
    }

    #[test]
    fn french_reasons_name_whose_pawns_block() {
        let fr = fr();
        let g = thrown(game("A18 A40 B19 B20 B50"), 1);
        let why = why_not(&fr, &g, &[], Some(18), false, 2, &names);
        assert!(
            why.contains("le barrage de Bastet en 19-20") && why.contains("3 points"),
            "{why}"
        );
        let whose = why_not(&fr, &g, &[], Some(19), false, 2, &|s: Seat| {
            ["Bastet", "Imhotep"][s.index()].into()
        });
        assert!(whose.starts_with("C'est le pion d'Imhotep"), "{whose}");
    }
}
