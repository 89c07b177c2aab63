//! Mehen in words for players: what a piece move does (the option buttons and the log), what a stir
//! did, and why a piece cannot move. Everything is read from the engine's previews, events and
//! reasons; no rule is worked out here.

use crate::rules::mehen::moves::in_blockade;
use crate::rules::mehen::position::Cell;
use crate::rules::{Event, FirstLion, Game, Illegal, PieceMove, Position, Seat, Space};

/// Who a description speaks to: the player choosing (an option: "your pawn", "Enter a pawn") or the
/// table (the log: "Ahmose enters a pawn").
#[derive(Clone, Copy)]
pub enum Voice<'a> {
    Option,
    Log(&'a dyn Fn(Seat) -> String),
}

impl Voice<'_> {
    /// A seat's pawn: "your pawn", "Bastet's pawn" (options), "Ahmose's pawn" (log).
    fn pawn_of(&self, mover: Seat, owner: Seat, names: &dyn Fn(Seat) -> String) -> String {
        match self {
            Voice::Option if owner == mover => "your pawn".into(),
            _ => format!("{}'s pawn", names(owner)),
        }
    }

    /// The verb for the mover: "enter" (options) or "enters" (log).
    fn verb(&self, base: &str) -> String {
        match self {
            Voice::Option => capitalise(base),
            Voice::Log(_) => third_person(base),
        }
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map_or(String::new(), |f| f.to_uppercase().chain(c).collect())
}

fn lowercase_first(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map_or(String::new(), |f| f.to_lowercase().chain(c).collect())
}

fn third_person(verb: &str) -> String {
    if verb.ends_with('h') || verb.ends_with('s') {
        format!("{verb}es")
    } else {
        format!("{verb}s")
    }
}

fn points(n: u8) -> String {
    if n == 1 {
        "1 point".into()
    } else {
        format!("{n} points")
    }
}

fn list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// A space or the head, as players say it: "space 12", "Mehen's head".
fn place(game: &Game, s: Space) -> String {
    if s >= game.board().head {
        "Mehen's head".into()
    } else {
        format!("space {s}")
    }
}

/// One piece move of the turn being composed (or played), in words: what moves, where it ends, what
/// it slides over, devours or forms, and its cost. `before` are the piece moves made earlier in the
/// turn. `None` when the engine refuses the move there.
pub fn piece_words(
    game: &Game,
    before: &[PieceMove],
    m: PieceMove,
    voice: Voice,
    names: &dyn Fn(Seat) -> String,
) -> Option<String> {
    let mover = game.to_move()?;
    let (pos, earlier) = game.preview(before).ok()?;
    let mut moves = before.to_vec();
    moves.push(m);
    let (after, all) = game.preview(&moves).ok()?;
    let events = &all[earlier.len()..];
    let end = events.iter().rev().find_map(Event::destination);
    let head = game.board().head;
    let mut text = match m {
        PieceMove::PawnWalk { from: None, .. } => {
            format!("{} a pawn", voice.verb("enter"))
        }
        PieceMove::PawnWalk { from: Some(s), .. } => {
            format!(
                "{} {} on {s}",
                voice.verb("move"),
                voice.pawn_of(mover, mover, names)
            )
        }
        PieceMove::PawnJump { from, .. } => format!(
            "{} {} on {from} across the coil",
            voice.verb("jump"),
            voice.pawn_of(mover, mover, names)
        ),
        PieceMove::Push { from, .. } => {
            let owner = match pos.cell(from) {
                Cell::Pawn(o) => o,
                _ => mover,
            };
            format!(
                "{} {} on {from}",
                voice.verb("push"),
                voice.pawn_of(mover, owner, names)
            )
        }
        PieceMove::LionWalk { from, .. } | PieceMove::LionJump { from, .. } => {
            let lion = if from >= head {
                "the lion on the head".to_string()
            } else {
                format!("the lion on {from}")
            };
            format!("{} {lion}", voice.verb("move"))
        }
    };
    match m {
        PieceMove::LionWalk {
            from,
            points: p,
            sprint,
            bonus,
        } => {
            let steps = (p * (1 + sprint as u8)).min(from);
            let spaces = if steps == 1 {
                "1 space".to_string()
            } else {
                format!("{steps} spaces")
            };
            let how = if sprint {
                format!("sprinting: {spaces} for {}", points(p))
            } else {
                format!("{spaces}, {}", points(p))
            };
            match end {
                Some(to) => text += &format!(" outward to {to} ({how})"),
                None => {
                    text +=
                        &format!(" off the board at the tail ({how}); it goes back to the reserve");
                    if let Some(b) = bonus {
                        text += &format!(
                            ", and {} on {b} goes straight to Mehen's head",
                            voice.pawn_of(mover, mover, names)
                        );
                    }
                }
            }
        }
        PieceMove::LionJump { sprint, .. } => {
            let devours = events.iter().any(|e| matches!(e, Event::Devoured { .. }));
            let cost = if devours {
                1
            } else if sprint {
                3
            } else {
                5
            };
            let how = if sprint {
                format!("sprinting ({})", points(cost))
            } else {
                format!("({})", points(cost))
            };
            text += &format!(" across the coil to {} {how}", end.unwrap_or_default());
        }
        _ => {
            let cost = match m {
                PieceMove::PawnWalk { points: p, .. } | PieceMove::Push { points: p, .. } => p,
                _ => crate::rules::mehen::moves::JUMP_COST,
            };
            let slides: Vec<String> = events
                .iter()
                .filter_map(|e| match *e {
                    Event::Slid { from, to, .. } => {
                        Some(slide_words(game, &pos, mover, from, to, voice, names))
                    }
                    _ => None,
                })
                .collect();
            let last_slide_end = events.iter().rev().find_map(|e| match *e {
                Event::Slid { to, .. } => Some(to),
                _ => None,
            });
            match end {
                // With slides the route tells where it goes: "(4 points), sliding over ... to 14,
                // ending on 16".
                Some(to) if !slides.is_empty() => {
                    text += &format!(" ({})", points(cost));
                    text += &slides.concat();
                    if last_slide_end != Some(to) {
                        text += &format!(", ending on {}", place(game, to));
                    }
                }
                Some(to) => {
                    let to = if to >= head {
                        "Mehen's head".into()
                    } else {
                        to.to_string()
                    };
                    text += &format!(" to {to} ({})", points(cost));
                }
                None => {}
            }
            if let Some(to) = end.filter(|&t| t < head) {
                let partners: Vec<String> = game
                    .board()
                    .touching(to)
                    .iter()
                    .filter(|&&t| after.cell(t) == after.cell(to))
                    .map(|t| t.to_string())
                    .collect();
                if in_blockade(game.board(), &after, to) && !partners.is_empty() {
                    text += &format!(", forming a blockade with {}", list(&partners));
                }
            }
        }
    }
    for e in events {
        if let Event::Devoured {
            seat,
            at,
            by_lion: true,
        } = *e
        {
            text += &format!(", devouring {} on {at}", voice.pawn_of(mover, seat, names));
        }
    }
    Some(text)
}

/// ", sliding over Bastet's pawn on 12 and past the lion on 13": what a slide from `from` (the first
/// piece slid over) to `to` (where it stopped) went over, read from the position before the move.
fn slide_words(
    game: &Game,
    pos: &Position,
    mover: Seat,
    from: Space,
    to: Space,
    voice: Voice,
    names: &dyn Fn(Seat) -> String,
) -> String {
    let head = game.board().head;
    let mut pawns = Vec::new();
    let mut lions = Vec::new();
    for s in from..to.min(head) {
        match pos.cell(s) {
            Cell::Pawn(o) => pawns.push(format!("{} on {s}", voice.pawn_of(mover, o, names))),
            Cell::Lion => lions.push(format!("the lion on {s}")),
            Cell::Empty => {}
        }
    }
    let mut t = format!(", sliding over {}", list(&pawns));
    if !lions.is_empty() {
        t += &format!(" and past {}", list(&lions));
    }
    t + &format!(" to {}", place(game, to))
}

/// A whole action, read from the game before it is played. For the log, a sentence per piece ("Ahmose
/// enters a pawn to 1 (1 point). Then Ahmose moves ..."); for a player (the hint), the piece phrases
/// joined by "then".
pub fn action_words(
    game: &Game,
    moves: &[PieceMove],
    voice: Voice,
    names: &dyn Fn(Seat) -> String,
) -> String {
    let Some(mover) = game.to_move() else {
        return String::new();
    };
    let phrases = moves
        .iter()
        .enumerate()
        .filter_map(|(i, &m)| piece_words(game, &moves[..i], m, voice, names));
    match voice {
        Voice::Option if moves.is_empty() => "Give up the turn: nothing moves".into(),
        // "Enter a pawn ..., then move your pawn ...": only the first phrase keeps its capital.
        Voice::Option => phrases
            .enumerate()
            .map(|(i, p)| if i == 0 { p } else { lowercase_first(&p) })
            .collect::<Vec<_>>()
            .join(", then "),
        Voice::Log(_) if moves.is_empty() => {
            format!("{} gives up the turn: nothing moves.", names(mover))
        }
        Voice::Log(_) => phrases
            .map(|p| format!("{} {p}.", names(mover)))
            .collect::<Vec<_>>()
            .join(" Then "),
    }
}

/// What a throw's events did, for the log: the stir step by step (the first lion, enlightenments,
/// every pawn pulled or devoured). Empty for a throw that only gives points.
pub fn stir_sentences(
    game_before: &Game,
    events: &[Event],
    names: &dyn Fn(Seat) -> String,
) -> Vec<String> {
    let head = game_before.board().head;
    let mut out = Vec::new();
    let mut pulls = Vec::new();
    let mut lost = Vec::new();
    let mut enlightened: Vec<Seat> = Vec::new();
    let mut lions_to_head = 0;
    for e in events {
        match *e {
            Event::StirStarted { number } => out.push(format!("Mehen stirs (stir {number}).")),
            Event::LionStaged { stage } => out.push(
                match stage {
                    FirstLion::Barque => "The first lion boards the Barque of Ra.",
                    FirstLion::Indent => "The first lion moves to the indent beside the head.",
                    _ => "The first lion reaches Mehen's head: from now on it is in play.",
                }
                .into(),
            ),
            Event::Enlightened { seat } => enlightened.push(seat),
            Event::LionToHead => lions_to_head += 1,
            Event::Pulled { seat, from, to } if to < head => {
                pulls.push(format!("{}'s pawn from {from} to {to}", names(seat)))
            }
            Event::Devoured {
                seat,
                at,
                by_lion: false,
            } => {
                // `at` is where the pawn stood: it was pulled into the head, or into a lion within
                // two spaces (lions on the body do not move during a stir).
                let pos = game_before.position();
                let lion = [at + 1, at + 2]
                    .into_iter()
                    .find(|&s| s < head && pos.cell(s) == Cell::Lion);
                lost.push(match lion {
                    Some(l) => format!(
                        "{}'s pawn on {at} is pulled into the lion on {l}",
                        names(seat)
                    ),
                    None => format!("{}'s pawn on {at} is pulled into the head", names(seat)),
                });
            }
            _ => {}
        }
    }
    if !enlightened.is_empty() {
        let mut seats = enlightened.clone();
        seats.dedup();
        let told: Vec<String> = seats
            .iter()
            .map(
                |&seat| match enlightened.iter().filter(|&&s| s == seat).count() {
                    1 => format!("{}'s pawn", names(seat)),
                    n => format!("{n} of {}'s pawns", names(seat)),
                },
            )
            .collect();
        out.push(format!(
            "Enlightened, from the head into the Barque of Ra: {}.",
            list(&told)
        ));
    }
    if lions_to_head > 0 {
        out.push(if lions_to_head == 1 {
            "A lion from the reserve takes the empty place on the head.".into()
        } else {
            format!("{lions_to_head} lions from the reserve take the empty places on the head.")
        });
    }
    if !pulls.is_empty() {
        out.push(format!("The pull moves {}.", list(&pulls)));
    }
    for l in lost {
        out.push(format!("{l} and devoured."));
    }
    out
}

/// Why the piece on `from` (`None`: the tail; `lion`: the lion there) cannot move now, in the
/// player's words, from the engine's reasons for each way it might have moved.
pub fn why_not(
    game: &Game,
    chosen: &[PieceMove],
    from: Option<Space>,
    lion: bool,
    left: u8,
    names: &dyn Fn(Seat) -> String,
) -> String {
    let Some(mover) = game.to_move() else {
        return "The game is over.".into();
    };
    let Ok((pos, _)) = game.preview(chosen) else {
        return "No move is due now.".into();
    };
    let head = game.board().head;
    let piece = match (from, lion) {
        (None, _) => "A pawn at the tail".to_string(),
        (Some(s), true) if s >= head => "The lion on the head".to_string(),
        (Some(s), true) => format!("The lion on {s}"),
        (Some(s), false) => match pos.cell(s) {
            Cell::Pawn(o) if o != mover => {
                return format!(
                    "That is {}'s pawn: you move your own pawns and any lion.",
                    names(o)
                );
            }
            Cell::Empty if s < head => {
                return format!("Space {s} is empty: click one of your pawns or a lion.");
            }
            _ => format!("The pawn on {s}"),
        },
    };
    if left == 0 {
        return "All the points are used: press Enter to confirm.".into();
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
                let r = reason(game, &pos, mover, from, e, names);
                if !reasons.contains(&r) {
                    reasons.push(r);
                }
            }
        }
    }
    if movable {
        return format!(
            "{piece} could move, but then no second piece could: each turn moves two pieces (one alone only on your first turn or with your last pawn). Try another piece first, or give up the turn (F)."
        );
    }
    reasons.truncate(2);
    format!("{piece} cannot move: {}.", reasons.join("; "))
}

/// One engine reason in the player's words, naming whose pieces are in the way.
fn reason(
    game: &Game,
    pos: &Position,
    mover: Seat,
    from: Option<Space>,
    e: Illegal,
    names: &dyn Fn(Seat) -> String,
) -> String {
    let head = game.board().head;
    match e {
        Illegal::EndsOnOccupied(s) => match pos.cell(s) {
            Cell::Pawn(o) if in_blockade(game.board(), pos, s) => {
                // The blockade's run along the body, and the points needed to get past it.
                let mut last = s;
                while last + 1 < head && pos.cell(last + 1) == Cell::Pawn(o) {
                    last += 1;
                }
                let start = from.unwrap_or(0);
                let whose = if o == mover {
                    "your own".to_string()
                } else {
                    format!("{}'s", names(o))
                };
                let span = if last > s {
                    format!("{s}-{last}")
                } else {
                    s.to_string()
                };
                format!(
                    "it would stop on {whose} blockade on {span}; it needs {} to get past it",
                    points(last + 1 - start)
                )
            }
            Cell::Lion => format!("it would end on the lion on {s} (a pawn never ends on a lion)"),
            Cell::Pawn(o) => format!(
                "it would end on {} on {s}, which it may not slide over again this turn",
                if o == mover {
                    "your pawn".into()
                } else {
                    format!("{}'s pawn", names(o))
                }
            ),
            Cell::Empty => format!("space {s} is taken"),
        },
        Illegal::PastHead(n) => format!(
            "it would reach Mehen's head with {} to spare (the head takes an exact count)",
            points(n)
        ),
        Illegal::JumpFromInner(_) => "no piece jumps from the inner coil".into(),
        Illegal::NotEnoughPoints { need, have } => {
            format!("that needs {} and {} left", points(need), points(have))
        }
        Illegal::Blockaded(s) => {
            format!("the pawn on {s} is in a blockade, which lions cannot devour")
        }
        Illegal::LionOnLion(s) => format!("it would end on the lion on {s}"),
        Illegal::SprintThroughBlockade(s) => {
            format!("a sprinting lion may not pass the blockade pawn on {s}")
        }
        Illegal::SprintDevour(s) => format!("a sprinting lion may not devour (the pawn on {s})"),
        Illegal::LionAfterMehen => "lions stay put after a Mehen throw this turn".into(),
        Illegal::TwoEntries => "only one pawn enters the board a turn".into(),
        Illegal::SamePiece => "it has already moved this turn".into(),
        Illegal::JumpNotFirst => "a jump must be the first piece moved".into(),
        Illegal::NoPawnAtTail { .. } => "no pawn of yours waits at the tail".into(),
        Illegal::PawnInHead => "pawns in Mehen's head wait there for the next stir".into(),
        other => other.to_string(),
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
pub fn why_no_move(game: &Game, names: &dyn Fn(Seat) -> String) -> String {
    let Some(mover) = game.to_move() else {
        return String::new();
    };
    let name = names(mover);
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
    let piece_name = |(from, lion): (Option<Space>, bool)| match (from, lion) {
        (None, _) => "a pawn from the tail".to_string(),
        (Some(s), true) if s >= game.board().head => "the lion on the head".to_string(),
        (Some(s), true) => format!("the lion on {s}"),
        (Some(s), false) => format!("the pawn on {s}"),
    };
    let why = match (pieces.len(), movable.as_slice()) {
        (0, _) => format!("{name} has no pawn to move and no lion is on the board"),
        (_, []) => match pieces.first() {
            Some(&(from, lion)) => format!(
                "none of {name}'s pieces can use {}. {}",
                points(left),
                why_not(game, &[], from, lion, left, names)
            ),
            None => format!("{name} has nothing to move"),
        },
        (_, [only]) => format!(
            "{name} can move only one piece ({}), and a turn moves two",
            piece_name(*only)
        ),
        _ => format!(
            "no two of {name}'s pieces can move together with {}",
            points(left)
        ),
    };
    format!("No legal move: {why}. The turn passes.")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::mehen::record::Record;
    use crate::rules::{Board, Throw};
    use rand::{RngExt, SeedableRng};
    use std::sync::Arc;

    fn names(s: Seat) -> String {
        ["Ahmose", "Bastet", "Khaemwaset", "Djedi"][s.index()].into()
    }

    fn game(setup: &str) -> Game {
        let text = format!(
            "[Game \"mehen\"]\n[Board \"classic\"]\n[Players \"2\"]\n[Setup \"{setup}\"]\n"
        );
        Record::parse(&text).unwrap().replay(Some(&text)).unwrap()
    }

    fn thrown(mut g: Game, flats: u8) -> Game {
        g.throw(Throw::new(flats).unwrap(), &mut ()).unwrap();
        g
    }

    #[test]
    fn every_option_offered_is_told_in_words() {
        let board = Arc::new(Board::builtin("classic").unwrap());
        let mut rng = rand_pcg::Pcg32::seed_from_u64(5);
        let mut legal = Vec::new();
        let mut told = 0;
        for _ in 0..6 {
            let mut g = Game::new(board.clone(), 4).unwrap();
            for _ in 0..400 {
                if g.is_over() {
                    break;
                }
                g.legal_actions(&mut legal);
                if legal.is_empty() {
                    g.throw(Throw::new(rng.random_range(0..=4)).unwrap(), &mut ())
                        .unwrap();
                    continue;
                }
                for a in &legal {
                    let moves: Vec<PieceMove> = a.moves().collect();
                    for (i, &m) in moves.iter().enumerate() {
                        let words = piece_words(&g, &moves[..i], m, Voice::Option, &names)
                            .unwrap_or_else(|| panic!("{m} has no words"));
                        let notation = m.to_string();
                        assert!(words.len() > notation.len() + 8, "{m}: `{words}`");
                        assert!(
                            !words.contains(&notation) || notation.len() < 3,
                            "{m}: `{words}`"
                        );
                        assert!(words.chars().next().unwrap().is_uppercase(), "{words}");
                        told += 1;
                    }
                    let sentence = action_words(&g, &moves, Voice::Log(&names), &names);
                    assert!(sentence.ends_with('.'), "{a}: `{sentence}`");
                }
                let a = legal[rng.random_range(0..legal.len())];
                g.play(a, &mut ()).unwrap();
            }
        }
        assert!(told > 10_000, "only {told} options told");
    }

    #[test]
    fn moves_say_what_they_slide_over_devour_and_form() {
        // A pawn entering slides over Bastet's pawn on 1 and on past the lion on 2, to 3.
        let g = thrown(game("B1 L2 B40 A30"), 1);
        let enter = PieceMove::PawnWalk {
            from: None,
            points: 1,
        };
        assert_eq!(
            piece_words(&g, &[], enter, Voice::Option, &names).unwrap(),
            "Enter a pawn (1 point), sliding over Bastet's pawn on 1 and past the lion on 2 to space 3"
        );
        // A lion walking onto a lone pawn devours it.
        let g = thrown(game("A30 A40 B16 L20 L45"), 2);
        let lion = PieceMove::LionWalk {
            from: 20,
            points: 4,
            sprint: false,
            bonus: None,
        };
        assert_eq!(
            action_words(&g, &[lion], Voice::Log(&names), &names),
            "Ahmose moves the lion on 20 outward to 16 (4 spaces, 4 points), devouring Bastet's pawn on 16."
        );
        // A pawn stepping beside its own forms a blockade.
        let g = thrown(game("A7 A10 B40"), 1);
        let step = PieceMove::PawnWalk {
            from: Some(7),
            points: 2,
        };
        assert_eq!(
            piece_words(&g, &[], step, Voice::Option, &names).unwrap(),
            "Move your pawn on 7 to 9 (2 points), forming a blockade with 10"
        );
    }

    #[test]
    fn why_a_pawn_cannot_move_names_the_blockade_and_the_points_it_needs() {
        // Ahmose on 18 with 2 points; Bastet holds 19 and 20: the pawn would stop on the blockade.
        let g = thrown(game("A18 A40 B19 B20 B50"), 1);
        let why = why_not(&g, &[], Some(18), false, 2, &names);
        assert!(
            why.contains("Bastet's blockade on 19-20") && why.contains("needs 3 points"),
            "{why}"
        );
        // Another seat's pawn, and an empty space.
        assert!(why_not(&g, &[], Some(19), false, 2, &names).contains("Bastet's pawn"));
        assert!(why_not(&g, &[], Some(5), false, 2, &names).contains("empty"));
    }

    #[test]
    fn the_stir_is_told_step_by_step() {
        let before = game("AH A20 B10 B40 L11");
        let mut g = before.clone();
        let mut events = Vec::new();
        g.throw(Throw::new(0).unwrap(), &mut events).unwrap();
        let told = stir_sentences(&before, &events, &names).join(" ");
        for part in [
            "Mehen stirs (stir ",
            "Enlightened, from the head into the Barque of Ra: Ahmose's pawn.",
            "A lion from the reserve takes the empty place on the head.",
            "The pull moves Bastet's pawn from 40 to 42 and Ahmose's pawn from 20 to 22.",
            "Bastet's pawn on 10 is pulled into the lion on 11 and devoured.",
        ] {
            assert!(told.contains(part), "`{part}` not in: {told}");
        }
    }

    #[test]
    fn a_turn_with_no_move_says_why() {
        // Ahmose has nothing in play and no lion is on the board.
        let g = thrown(game("AE2 AD4 B10 B20"), 2);
        let why = why_no_move(&g, &names);
        assert!(
            why.starts_with("No legal move") && why.contains("no pawn"),
            "{why}"
        );
    }
}
